import 'server-only'

import { collectionTag, documentTag, globalTag } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { Media } from '@/config/payload-types'

import { cached } from './cache'
import { payloadClient } from './payload'
import { readRights } from './preview'

/** What an editor wrote for search results and sharing (src/cms/fields/seo.ts); all optional. */
export type SeoMeta = {
  title?: string | null
  description?: string | null
  image?: number | Media | null
}

/** The content types with the SEO tab. */
export type SeoCollection = 'pages' | 'practices' | 'industry-sectors' | 'people' | 'posts'

// Read without Payload's locale fallback: an English page whose SEO fields were left empty keeps
// its own English title and summary rather than taking the Russian page's SEO texts.
const NO_FALLBACK = { fallbackLocale: false, select: { meta: true }, depth: 1 } as const

/** The SEO fields of a document in one language, or null when it has none. */
export const getDocumentSeo = cached(
  'seo',
  async (collection: SeoCollection, id: number, locale: Locale): Promise<SeoMeta | null> => {
    // `find`, not `findByID`: a document that is gone or unpublished is no SEO, while a database
    // that is down still fails the read rather than being kept as "no SEO".
    const { docs } = await (await payloadClient()).find({
      collection,
      where: { id: { equals: id } },
      limit: 1,
      pagination: false,
      locale,
      ...NO_FALLBACK,
      ...readRights(),
    })
    return (docs[0] as { meta?: SeoMeta } | undefined)?.meta ?? null
  },
  (collection, id) => [documentTag(collection, id), collectionTag('media')],
)

/** The home page's SEO fields in one language (the `home` global). */
export const getHomeSeo = cached(
  'home-seo',
  async (locale: Locale): Promise<SeoMeta | null> => {
    const home = await (await payloadClient()).findGlobal({
      slug: 'home',
      locale,
      ...NO_FALLBACK,
      ...readRights(),
    })
    return (home as { meta?: SeoMeta }).meta ?? null
  },
  () => [globalTag('home'), collectionTag('media')],
)
