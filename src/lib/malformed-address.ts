/**
 * Addresses that cannot be this site's, told from the request line alone (the server refuses them
 * before Next, src/server/refusals.ts).
 */
import { GRAPHQL_PATH } from '@/config/constants'

/**
 * Longest address (path and query) of a page request, in bytes: longer ones are 414. An answer
 * repeats its address in up to three headers (a redirect's Location, Next's two rewrite headers),
 * and clients refuse a header block past 16 KB (Node's fetch) or a proxy's buffer. Room for the
 * longest search query (200 Cyrillic letters, percent-encoded, is 1.2 KB) and more. /graphql has
 * its own, larger bounds (src/graphql/request.ts).
 */
export const MAX_PAGE_URL_BYTES = 4 * 1024

/** An encoded control character (NUL, line breaks…) in a path: never an address of this site. */
const CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)/i

/**
 * Why an address cannot be one of this site's, if it cannot: a control character or a broken
 * percent-escape (400), an encoded percent sign, which Next's router decodes a second time and
 * fails on with a 500 (https://github.com/vercel/next.js/issues/94278, 404), or a length past what
 * the headers of an answer to it carry (414).
 */
export function malformedAddress(url: string): 400 | 404 | 414 | undefined {
  const path = url.split('?')[0] ?? '/'
  if (path !== GRAPHQL_PATH && Buffer.byteLength(url) > MAX_PAGE_URL_BYTES) return 414
  if (CONTROL_CHARACTER.test(path)) return 400
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return 400
  }
  return decoded.includes('%') ? 404 : undefined
}
