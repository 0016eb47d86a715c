/**
 * A scripted GraphQL endpoint for the Apollo unit tests: a `fetch` that records every request and
 * answers from a handler. Not a module of the site (only *.test.ts files import it).
 */

export type RecordedRequest = {
  method: string
  url: URL
  headers: Headers
  /** The JSON body of a POST, or the parsed `query`/`variables`/`extensions` of a GET. */
  json: Record<string, unknown> | undefined
  form: FormData | undefined
  credentials: RequestCredentials | undefined
}

export type Answer = { status?: number; body: unknown; contentType?: string }

/** A fetch whose answers come from `handler`; `requests` lists what was sent. */
export function scriptedFetch(handler: (request: RecordedRequest) => Answer) {
  const requests: RecordedRequest[] = []
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://site.test')
    const method = init.method ?? 'GET'
    let json: Record<string, unknown> | undefined
    let form: FormData | undefined
    if (init.body instanceof FormData) form = init.body
    else if (typeof init.body === 'string') json = JSON.parse(init.body)
    else if (method === 'GET') {
      json = {}
      for (const [key, value] of url.searchParams) {
        json[key] = key === 'query' || key === 'operationName' ? value : JSON.parse(value)
      }
    }
    const request: RecordedRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      json,
      form,
      credentials: init.credentials,
    }
    requests.push(request)
    const answer = handler(request)
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.contentType ?? 'application/json' },
    })
  }
  return { fetch: fetchImpl as typeof fetch, requests }
}
