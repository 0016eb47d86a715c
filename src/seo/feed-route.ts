import 'server-only'

import type { Locale } from '@/config/constants'
import { pressFeed } from '@/data/feeds'
import { parseFeedQuery } from '@/lib/feed-query'
import { renderRss } from '@/lib/rss'

import { seoResponse, seoUnavailable } from './seo-response'

const plain = (status: number, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/** The press center's RSS 2.0 feed in a language, of a practice or kind if the address says. */
export async function feedResponse(locale: Locale, request: Request): Promise<Response> {
  const query = parseFeedQuery(new URL(request.url).searchParams)
  if ('problem' in query) return plain(400, query.problem)
  try {
    const feed = await pressFeed(locale, query)
    if (!feed) return plain(404, 'There is no such practice.')
    return seoResponse(renderRss(feed), 'application/rss+xml; charset=utf-8')
  } catch (error) {
    return seoUnavailable(error)
  }
}
