import 'server-only'

import { OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/database-errors'
import { logError } from '@/lib/logger'
import { SEO_CACHE_CONTROL } from '@/security/headers'

/** An XML or text answer of the SEO routes, cached like the site's other public answers. */
export function seoResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'content-type': contentType, 'cache-control': SEO_CACHE_CONTROL },
  })
}

/** The content cannot be read (database down): crawlers come back later. */
export function seoUnavailable(error: unknown): Response {
  logError('SEO route unavailable', error)
  return new Response('Service unavailable, please try again later.\n', {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS),
    },
  })
}
