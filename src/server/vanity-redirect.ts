/**
 * Server step: vanity links (issue 19, item 6). A GET or HEAD of a path that may be one ("/a/b",
 * "/en/a/b") is looked up in the table Next's bundle keeps in memory (src/data/vanity-redirects.ts)
 * and answered 301 or 302 with its Location, before Next routes or renders anything. Paths of the
 * site's own sections never get here: a source there is refused on save.
 */
import { PAGE_CACHE, VANITY_REDIRECTS } from '@/config/constants'
import {
  registeredVanityFinder,
  type VanityFinder,
  vanityLocation,
  vanityLookup,
} from '@/lib/vanity-redirects'
import { isRead, type RequestStep } from './request-steps'

/** The `section` a visitor's address asks for (kept on a practice's vanity link). */
function requestedSection(url: string | undefined): string | null {
  const query = (url ?? '').split('?')[1]
  return query ? new URLSearchParams(query).get('section') : null
}

/** Step: answers a vanity link; anything else (or a failed lookup) goes on to Next. */
export function answerVanityRedirects(
  finder: () => VanityFinder | undefined = registeredVanityFinder,
): RequestStep {
  return ({ req, res, path }) => {
    if (!isRead(req)) return 'next'
    const lookup = vanityLookup(path)
    const find = lookup && finder()
    if (!lookup || !find) return 'next'
    return find(lookup.locale, lookup.from).then((answer) => {
      if (!answer) return 'next'
      // A browser keeps a permanent answer a few minutes, not for ever: an editor may change it.
      const maxAge = answer.status === 301 ? VANITY_REDIRECTS.cacheMaxAgeSeconds : 0
      res.writeHead(answer.status, {
        location: vanityLocation(answer, requestedSection(req.url)),
        'cache-control': `public, max-age=${maxAge}, s-maxage=${PAGE_CACHE.sMaxAgeSeconds}`,
        'content-length': '0',
      })
      res.end()
      return 'answered'
    })
  }
}
