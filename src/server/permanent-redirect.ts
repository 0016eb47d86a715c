/**
 * Server step: permanent redirects answer 301, with one Location. Next's permanentRedirect()
 * answers 308; canonical-slug and vanity redirects are specified as 301 (DESIGN.md). For GET and
 * HEAD the two mean the same, and 301 is what every crawler knows.
 */
import type { ServerResponse } from 'node:http'

import { interceptResponse } from './intercept-response'
import { isRead, type RequestStep } from './request-steps'

/**
 * Next 16 sends a redirect rendered on demand from a pre-rendered route (a wrong slug on a bio)
 * with its Location header twice (https://github.com/vercel/next.js/issues/82117); clients that
 * join repeated headers see "a, a". One value stays.
 */
export function collapseRepeatedLocation(res: ServerResponse): void {
  const location = res.getHeader('location')
  if (Array.isArray(location) && new Set(location).size === 1) {
    res.setHeader('location', location[0] as string)
  }
}

/** Makes the response's 308 a 301 (and its repeated Location one) as its head is written. */
export function permanentAs301(res: ServerResponse): void {
  interceptResponse(res, {
    head: (status) => {
      collapseRepeatedLocation(res)
      return status === 308 ? 301 : status
    },
  })
}

/** Step: every GET or HEAD answer's permanent redirect goes out as a 301. */
export const redirectPermanentlyWith301: RequestStep = ({ req, res }) => {
  if (isRead(req)) permanentAs301(res)
  return 'next'
}
