import { DEFAULT_LOCALE } from '@/config/constants'
import { feedResponse } from '@/seo/feed-route'

// Dotted paths skip the locale proxy, so the Russian feed at the bare path has a route of its own.
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return feedResponse(DEFAULT_LOCALE, request)
}
