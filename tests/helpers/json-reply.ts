/**
 * An HTTP answer read once, for tests of JSON endpoints: its status, headers and text, and the
 * text parsed (an empty object when it is not JSON, which the test's assertions then report).
 */
export async function readReply(response: Response) {
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // not JSON: the caller's assertions say what was expected
  }
  return { status: response.status, headers: response.headers, json, text }
}
