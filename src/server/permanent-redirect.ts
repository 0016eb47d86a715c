/**
 * Permanent redirects answer 301, with one Location. Next's permanentRedirect()
 * answers 308; canonical-slug and vanity redirects are specified as 301 (DESIGN.md). For GET and
 * HEAD the two mean the same, and 301 is what every crawler knows.
 */
import type { ServerResponse } from 'node:http'

import { interceptResponse } from './intercept-response'

/**
 * Next 16 sends a redirect rendered on demand from a pre-rendered route (a wrong slug on a bio)
 * with its Location header twice; clients that join repeated headers see "a, a". One value stays.
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
