import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Where } from 'payload'
import { collectionTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { Post } from '@/config/payload-types'
import { type FeedQuery, feedHref } from '@/lib/feed-query'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'
import type { PostType } from '@/lib/post-types'
import { FEED_ITEMS, type RssChannel } from '@/lib/rss'
import { asVisitor } from '@/lib/visitor'
import { cached } from './cache'
import { payloadClient } from './payload'
import { absoluteUrl } from './site-metadata'
import { getSiteTexts } from './site-texts'

type FeedPost = Pick<Post, 'id' | 'title' | 'summary' | 'publishedAt' | 'type'>

/** The newest public posts of the press center in one language, of a practice or kind if given. */
const readFeedPosts = cached(
  'feed-posts',
  async (locale: Locale, practice?: number, type?: PostType): Promise<FeedPost[]> => {
    const where: Where[] = []
    if (practice !== undefined) where.push({ practices: { in: [practice] } })
    if (type) where.push({ type: { equals: type } })
    const result = await (await payloadClient()).find({
      collection: 'posts',
      locale,
      where: { and: where },
      sort: '-publishedAt',
      limit: FEED_ITEMS,
      depth: 0,
      select: { title: true, summary: true, publishedAt: true, type: true },
      ...asVisitor,
    })
    return result.docs
  },
  () => [collectionTag('posts')],
)

/** A published practice's title in a language, or null when there is none of that id. */
const readPracticeTitle = cached(
  'feed-practice',
  async (locale: Locale, id: number): Promise<string | null> => {
    const { docs } = await (await payloadClient()).find({
      collection: 'practices',
      locale,
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      select: { title: true },
      ...asVisitor,
    })
    return docs[0]?.title ?? null
  },
  () => [collectionTag('practices')],
)

/**
 * The feed's title: the press center, the practice and kind it is narrowed to, and the firm's
 * name; null when the practice does not exist.
 */
async function feedTitle(locale: Locale, query: FeedQuery = {}): Promise<string | null> {
  const [pages, meta, news, practice] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'meta' }),
    getTranslations({ locale, namespace: 'news' }),
    query.practice === undefined ? undefined : readPracticeTitle(locale, query.practice),
  ])
  if (practice === null) return null
  const parts = [pages('news'), practice, query.type ? news(`types.${query.type}`) : undefined]
  return `${parts.filter(Boolean).join(': ')} — ${meta('siteName')}`
}

/**
 * The press center's RSS channel in a language: its newest posts (of a practice or kind if the
 * query says), with absolute links; null for a practice that does not exist.
 */
export async function pressFeed(locale: Locale, query: FeedQuery = {}): Promise<RssChannel | null> {
  const [posts, title, news, texts] = await Promise.all([
    readFeedPosts(locale, query.practice, query.type),
    feedTitle(locale, query),
    getTranslations({ locale, namespace: 'news' }),
    getSiteTexts(locale),
  ])
  if (title === null) return null
  return {
    title,
    link: absoluteUrl(paths.news, locale),
    self: absoluteUrl(feedHref(paths.newsFeed, query), locale),
    description: texts.news?.intro ?? '',
    language: locale,
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(paths.post(post), locale),
      description: post.summary,
      publishedAt: post.publishedAt,
      category: news(`kind.${post.type}`),
    })),
  }
}

/**
 * The `<link rel="alternate" type="application/rss+xml">` of the press-center pages, and of a
 * practice's page (its own feed).
 */
export async function withPressFeed(
  metadata: Metadata,
  locale: Locale,
  query: FeedQuery = {},
): Promise<Metadata> {
  const url = localizedHref(locale, feedHref(paths.newsFeed, query))
  const title = (await feedTitle(locale, query)) ?? undefined
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url, title }] } },
  }
}
