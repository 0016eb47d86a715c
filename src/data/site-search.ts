import 'server-only'

import { collectionTag, SEARCH_INDEX_TAG } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import type { Person } from '@/config/payload-types'
import { searchService } from '@/data/search-index'
import { SEARCH } from '@/search/query'
import { SEARCH_TYPES, type SearchHit, type SearchResults, type SearchType } from '@/search/types'

import { cached } from './cache'
import { payloadClient } from './payload'
import { readRights } from './preview'

/** How many matching people lead the first page of "All", as cards. */
export const PEOPLE_FIRST = 4

/** "All" lists every kind but people, who come first as cards (and have their own tab). */
const ALL_BUT_PEOPLE = SEARCH_TYPES.filter((kind) => kind !== 'person')

export type SiteSearchResults = SearchResults & {
  /** On the first page of "All": the best-matching people, shown first as contact cards. */
  people: Person[]
  /** The people behind the page's person hits, by hit id (`people:{id}`), for photo and phone. */
  persons: Record<string, Person>
}

const personId = (hit: SearchHit) =>
  hit.document.type === 'person' ? Number(hit.document.id.split(':')[1]) : null

/** The people of these ids as a visitor sees them, with their photos. */
async function readPeople(locale: Locale, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'people',
    locale,
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 1,
    // Only the photo is needed from the linked documents.
    populate: { practices: { title: true }, 'industry-sectors': { title: true } },
    ...readRights(),
  })
  return new Map(found.docs.map((person) => [person.id, person]))
}

/** Tagged so that a kept search page follows the index (src/data/query-pages.ts) and the photos. */
const search = cached(
  'site-search',
  async (
    locale: Locale,
    q: string,
    type: SearchType | null,
    page: number,
  ): Promise<SiteSearchResults> => {
    const service = searchService()
    const [found, leading] = await Promise.all([
      service.search(locale, {
        q,
        types: type ? [type] : ALL_BUT_PEOPLE,
        limit: SEARCH.pageSize,
        offset: (page - 1) * SEARCH.pageSize,
      }),
      type === null && page === 1
        ? service.search(locale, { q, types: ['person'], limit: PEOPLE_FIRST, offset: 0 })
        : null,
    ])
    const ids = [...found.hits, ...(leading?.hits ?? [])]
      .map(personId)
      .filter((id): id is number => id !== null)
    const byId = await readPeople(locale, ids)
    const persons: Record<string, Person> = {}
    for (const hit of found.hits) {
      const person = byId.get(personId(hit) ?? -1)
      if (person) persons[hit.document.id] = person
    }
    const people = (leading?.hits ?? [])
      .map((hit) => byId.get(personId(hit) ?? -1))
      .filter((person): person is Person => person !== undefined)
    return { ...found, people, persons }
  },
  () => [SEARCH_INDEX_TAG, collectionTag('people'), collectionTag('media')],
)

/** One page of /search: the hits of a type (or all) and the counts of every type. */
export function searchSite(
  locale: Locale,
  query: { q: string; type: SearchType | null; page: number },
): Promise<SiteSearchResults> {
  if (!query.q) return Promise.resolve({ count: 0, hits: [], facets: {}, people: [], persons: {} })
  return search(locale, query.q, query.type, query.page)
}
