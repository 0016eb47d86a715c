/**
 * Server step: an address that cannot be one of this site's is answered here, in the language of
 * its path, before Next would misread it.
 */
import { GRAPHQL_PATH, MAX_PAGE_URL_BYTES } from '@/config/constants'
import { type SiteNotFoundPage, sendNotFoundPage } from './not-found-page'
import { localeOfPath, plainPage } from './plain-answers'
import type { RequestStep } from './request-steps'

/** An encoded control character (NUL, line breaks…) in a path: never a real address of this site. */
const CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)/i

/**
 * Why an address cannot be one of this site's, if it cannot: a control character, a broken
 * percent-escape or an encoded percent sign (which Next's router fails on with a 500), or a length
 * past what the headers of an answer to it (a redirect's Location, Next's rewrite headers) carry.
 */
export function malformedAddress(url: string, path: string): 400 | 404 | 414 | undefined {
  if (path !== GRAPHQL_PATH && Buffer.byteLength(url) > MAX_PAGE_URL_BYTES) return 414
  if (CONTROL_CHARACTER.test(path)) return 400
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return 400
  }
  // An encoded percent sign (%25): no address of this site has one, and Next's router, which
  // decodes the path a second time, fails on what follows it with a 500 (vercel/next.js#94278;
  // the double decoding of vercel/next.js#15523).
  return decoded.includes('%') ? 404 : undefined
}

/**
 * Step: a malformed address gets a minimal 400 or 414 page, or the site's 404 page (`notFoundPage`,
 * see ./not-found-page.ts).
 */
export function refuseMalformedAddress(notFoundPage: SiteNotFoundPage): RequestStep {
  return ({ req, res, path }) => {
    const malformed = malformedAddress(req.url ?? '/', path)
    if (!malformed) return 'next'
    if (malformed === 404) sendNotFoundPage(res, localeOfPath(path), notFoundPage)
    else plainPage(res, malformed, localeOfPath(path), 'badRequest')
    return 'answered'
  }
}
