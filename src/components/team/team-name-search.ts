/**
 * The team's name search on the site's search engine (the same Orama index, stemming and
 * normalisation as /search), loaded by the team filter only once a visitor types a name.
 */
import type { Locale } from '@/config/constants'
import { addDocuments, createSearchIndex, searchIndex } from '@/search/engine'

import { cleanQuery } from './team-filter'

/** The ids of the people whose name matches, or null when the query is empty (everyone). */
export type NameSearch = (query: string) => Promise<ReadonlySet<number> | null>

export async function createNameSearch(
  locale: Locale,
  people: readonly { id: number; name: string }[],
): Promise<NameSearch> {
  const index = createSearchIndex(locale)
  await addDocuments(
    index,
    people.map(({ id, name }) => ({
      id: String(id),
      type: 'person',
      title: name,
      summary: '',
      body: '',
      path: '',
      date: null,
    })),
  )
  return async (query) => {
    const q = cleanQuery(query)
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
