/**
 * The value of a cookie in a Cookie header or a `document.cookie` string; an empty one counts as
 * none. Pure, so the GraphQL server and the browser's Apollo client read the token the same way.
 */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  if (!cookies) return undefined
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=')
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue
    const value = pair.slice(eq + 1).trim()
    try {
      return decodeURIComponent(value) || undefined
    } catch {
      return value || undefined
    }
  }
  return undefined
}
