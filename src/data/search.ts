import 'server-only'

import type { Locale } from '@/config/constants'
import { paths } from '@/lib/paths'

import { payloadClient } from './payload'
import { asVisitor } from './visitor'

export const MAX_QUERY_LENGTH = 200

export type SearchHit = {
  kind: 'post' | 'person' | 'practice'
  id: number
  title: string
  href: string
}

/** Trims, collapses spaces and bounds a visitor's query; returns '' for nothing searchable. */
export function normalizeQuery(raw: string | undefined): string {
  return (
    (raw ?? '')
      .normalize('NFKC')
      // Control characters (NUL, newlines, escapes) carry no meaning in a search box.
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
  )
}

/** Title search over published posts, people and practices (substring match in the locale). */
export async function searchContent(
  query: string,
  locale: Locale,
  limit = 50,
): Promise<SearchHit[]> {
  if (!query) return []
  const payload = await payloadClient()
  const common = { locale, limit, depth: 0, ...asVisitor } as const
  const [posts, people, practices] = await Promise.all([
    payload.find({
      collection: 'posts',
      where: { title: { like: query } },
      sort: '-publishedAt',
      ...common,
    }),
    payload.find({ collection: 'people', where: { name: { like: query } }, ...common }),
    payload.find({ collection: 'practices', where: { title: { like: query } }, ...common }),
  ])
  return [
    ...practices.docs.map((d) => ({
      kind: 'practice' as const,
      id: d.id,
      title: d.title,
      href: paths.practice(d),
    })),
    ...people.docs.map((d) => ({
      kind: 'person' as const,
      id: d.id,
      title: d.name,
      href: paths.person(d),
    })),
    ...posts.docs.map((d) => ({
      kind: 'post' as const,
      id: d.id,
      title: d.title,
      href: paths.post(d),
    })),
  ]
}
