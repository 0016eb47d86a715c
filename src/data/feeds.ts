import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { collectionTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { Post } from '@/config/payload-types'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'
import { FEED_ITEMS, type RssChannel } from '@/lib/rss'
import { asVisitor } from '@/lib/visitor'
import { cached } from './cache'
import { payloadClient } from './payload'
import { absoluteUrl } from './site-metadata'
import { getSiteTexts } from './site-texts'

type FeedPost = Pick<Post, 'id' | 'title' | 'summary' | 'publishedAt' | 'type'>

/** The newest public posts of the press center, in one language. */
const readFeedPosts = cached(
  'feed-posts',
  async (locale: Locale): Promise<FeedPost[]> => {
    const result = await (await payloadClient()).find({
      collection: 'posts',
      locale,
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

/** The feed's title: the press center and the firm's name. */
async function feedTitle(locale: Locale): Promise<string> {
  const [pages, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'meta' }),
  ])
  return `${pages('news')} — ${meta('siteName')}`
}

/** The press center's RSS channel in a language: its newest posts, with absolute links. */
export async function pressFeed(locale: Locale): Promise<RssChannel> {
  const [posts, title, news, texts] = await Promise.all([
    readFeedPosts(locale),
    feedTitle(locale),
    getTranslations({ locale, namespace: 'news' }),
    getSiteTexts(locale),
  ])
  return {
    title,
    link: absoluteUrl(paths.news, locale),
    self: absoluteUrl(paths.newsFeed, locale),
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

/** The `<link rel="alternate" type="application/rss+xml">` of the press-center pages. */
export async function withPressFeed(metadata: Metadata, locale: Locale): Promise<Metadata> {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        'application/rss+xml': [
          { url: localizedHref(locale, paths.newsFeed), title: await feedTitle(locale) },
        ],
      },
    },
  }
}
