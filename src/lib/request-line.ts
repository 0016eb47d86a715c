/**
 * What the server's log says about a request: its id, method, route pattern and kind, status and
 * duration. Never the query string, cookies or body: a route's values (a search, a token) are
 * masked too.
 */

/** The request header a proxy may set, echoed on the response. */
export const REQUEST_ID_HEADER = 'x-request-id'

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/

/** The request id a client or proxy sent when it is a sane token, else a new UUID. */
export function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID()
}

/** The kinds requests are counted by (docs/operations.md). */
export type RouteKind = 'page' | 'api' | 'graphql' | 'admin' | 'static' | 'other'

const OTHER_ROOTS = new Set(['healthz', 'readyz', 'metrics', '_content', '.well-known'])
const STATIC_FILE = /\.(js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|webmanifest)$/i

/** The kind of the request for `path` (without its query). */
export function routeKind(path: string): RouteKind {
  const root = path.split('/')[1] ?? ''
  if (root === 'graphql') return 'graphql'
  if (root === 'api') return 'api'
  if (root === 'admin') return 'admin'
  if (OTHER_ROOTS.has(root)) return 'other'
  if (root === '_next' || STATIC_FILE.test(path)) return 'static'
  return 'page'
}

/** A segment that names a route (`news`, `rss.xml`, `callback-requests`), not a value. */
const ROUTE_WORD = /^[._]?[a-z]+(?:[-_.][a-z]+)*$/i
/** Segments followed by a value that may be private: a search, a token. */
const VALUE_AFTER = new Set(['query', 'verify', 'reset', 'unlock'])
const MAX_SEGMENTS = 8

/**
 * `path` as a route pattern: the query dropped, every segment that is not a plain word (ids,
 * hashes, tokens, encoded text) and every segment after `query`, `verify`… becomes `:value`.
 */
export function routePattern(url: string): string {
  const segments = (url.split('?')[0] ?? '/').split('/').slice(1)
  const masked = segments.slice(0, MAX_SEGMENTS).map((segment, i) => {
    const previous = segments[i - 1]
    const value = !ROUTE_WORD.test(segment) || segment.length > 40
    return segment === '' || (!value && !(previous && VALUE_AFTER.has(previous)))
      ? segment
      : ':value'
  })
  return `/${masked.join('/')}${segments.length > MAX_SEGMENTS ? '/…' : ''}`
}

/** The fields of a request's log line. */
export type RequestLine = {
  requestId: string
  method: string
  route: string
  kind: RouteKind
  status: number
  durationMs: number
}

/** The log line of a request answered with `status` after `durationMs`. */
export function requestLine(
  request: { method?: string; url?: string; id: string },
  status: number,
  durationMs: number,
): RequestLine {
  const path = (request.url ?? '/').split('?')[0] ?? '/'
  return {
    requestId: request.id,
    method: request.method ?? 'GET',
    route: routePattern(path),
    kind: routeKind(path),
    status,
    durationMs: Math.round(durationMs * 10) / 10,
  }
}

/** `status` as its class: `2xx`, `4xx`, `5xx`… */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`
