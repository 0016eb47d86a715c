/**
 * Server step: the shared-cache lifetime of pages (see PAGE_CACHE): Next's ISR header on a page
 * response becomes ours. Headers that say something else (no-store, our own `public, …` on route handlers, the
 * immutable build files) are left as they are.
 */
import type { ServerResponse } from 'node:http'

import { PAGE_CACHE } from '@/config/constants'
import { interceptResponse } from './intercept-response'
import { isRead, type RequestStep } from './request-steps'

export const PAGE_CACHE_CONTROL =
  `public, max-age=0, s-maxage=${PAGE_CACHE.sMaxAgeSeconds}, ` +
  `stale-while-revalidate=${PAGE_CACHE.staleWhileRevalidateSeconds}, ` +
  `stale-if-error=${PAGE_CACHE.staleIfErrorSeconds}`

/** Next's header for a page from its cache: `s-maxage=N` with an optional stale-while-revalidate. */
const NEXT_ISR = /^s-maxage=\d+(?:, ?stale-while-revalidate(?:=\d+)?)?$/

/** Our header in place of Next's ISR one, or the given value unchanged. */
export function pageCacheControl(value: unknown): unknown {
  return typeof value === 'string' && NEXT_ISR.test(value.trim()) ? PAGE_CACHE_CONTROL : value
}

/** Rewrites the response's Cache-Control as its head is written (Next sets it just before). */
export function limitSharedCaching(res: ServerResponse): void {
  interceptResponse(res, {
    head: (status) => {
      const current = res.getHeader('cache-control')
      const next = pageCacheControl(current)
      if (next !== current) res.setHeader('cache-control', next as string)
      return status
    },
  })
}

/** Step: every GET or HEAD answer's Cache-Control is ours where Next says ISR. */
export const limitSharedCachingOfReads: RequestStep = ({ req, res }) => {
  if (isRead(req)) limitSharedCaching(res)
  return 'next'
}
