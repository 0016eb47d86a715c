import 'server-only'

import type { Locale } from '@/config/constants'
import { pressFeed } from '@/data/feeds'
import { renderRss } from '@/lib/rss'

import { seoResponse, seoUnavailable } from './seo-response'

/** The press center's RSS 2.0 feed in a language. */
export async function feedResponse(locale: Locale): Promise<Response> {
  try {
    return seoResponse(renderRss(await pressFeed(locale)), 'application/rss+xml; charset=utf-8')
  } catch (error) {
    return seoUnavailable(error)
  }
}
