/**
 * The team's name search on the site's search engine (the same index and normalisation as
 * /search, without stemming: names are not words), loaded by the team filter once a name is typed.
 */
import type { Locale } from '@/config/constants'
import { addDocuments, createSearchIndex, searchIndex } from '@/search/engine'

import { cleanQuery } from './team-filter'

/** The ids of the people whose name matches, or null when the query is empty (everyone). */
export type NameSearch = (query: string) => Promise<ReadonlySet<number> | null>

/** ё is written е as often as not: names are indexed and searched with е. */
const foldYo = (text: string) => text.replace(/ё/g, 'е').replace(/Ё/g, 'Е')

export async function createNameSearch(
  locale: Locale,
  people: readonly { id: number; name: string }[],
): Promise<NameSearch> {
  const index = createSearchIndex(locale, { stemming: false })
  await addDocuments(
    index,
    people.map(({ id, name }) => ({
      id: String(id),
      type: 'person',
      title: foldYo(name),
      summary: '',
      body: '',
      path: '',
      date: null,
    })),
  )
  return async (query) => {
    const q = foldYo(cleanQuery(query))
    if (!q) return null
    const found = await searchIndex(index, {
      q,
      limit: Math.max(1, people.length),
      offset: 0,
      strict: true,
    })
    return new Set(found.hits.map((hit) => Number(hit.document.id)))
  }
}
