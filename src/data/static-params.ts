import 'server-only'

import { LIMITS } from '@/config/constants'
import { isLocale } from '@/i18n/routing'
import { asVisitor } from '@/lib/visitor'
import { payloadClient } from './payload'

/**
 * The published documents of a collection for `generateStaticParams`: known pages are rendered at
 * build time, and a document published later renders on its first request and is then cached.
 */
export async function publishedDocuments(
  collection: 'posts' | 'people' | 'industry-sectors',
  locale: string,
): Promise<{ id: number; slug?: string | null }[]> {
  if (!isLocale(locale)) return []
  const result = await (await payloadClient()).find({
    collection,
    locale,
    limit: LIMITS.prerenderedPerCollection,
    depth: 0,
    select: collection === 'posts' ? {} : { slug: true },
    ...asVisitor,
  })
  return result.docs.map((doc) => ({ id: doc.id, slug: 'slug' in doc ? doc.slug : null }))
}

/** Route params `{ id, slug }` of a slugged collection's canonical paths, for `generateStaticParams`. */
export async function canonicalDetailParams(
  collection: 'people' | 'industry-sectors',
  locale: string,
): Promise<{ id: string; slug: string }[]> {
  const docs = await publishedDocuments(collection, locale)
  return docs.flatMap((doc) => (doc.slug ? [{ id: String(doc.id), slug: doc.slug }] : []))
}
