/**
 * Server step: a CMS page marked "not ready" (issue 19, item 7) answers with `X-Robots-Tag:
 * noindex`, as its meta tag says, so that crawlers that read headers only (and files) agree. The
 * check is the in-memory list Next's bundle keeps (src/data/hidden-pages.ts).
 */
import {
  cmsPageKeyOfPath,
  type HiddenPageCheck,
  registeredHiddenPageCheck,
} from '@/lib/hidden-pages'
import { isRead, type RequestStep } from './request-steps'

/** Step: sets the noindex header on a hidden CMS page's answer; always passes the request on. */
export function markHiddenPagesNoindex(
  check: () => HiddenPageCheck | undefined = registeredHiddenPageCheck,
): RequestStep {
  return ({ req, res, path }) => {
    if (!isRead(req)) return 'next'
    const key = cmsPageKeyOfPath(path)
    const isHidden = key && check()
    if (!key || !isHidden) return 'next'
    return isHidden(key).then((hidden) => {
      if (hidden) res.setHeader('x-robots-tag', 'noindex')
      return 'next'
    })
  }
}
