import 'server-only'

import { collectionTag, SEARCH_INDEX_TAG } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import { searchService } from '@/data/search-index'
import { SEARCH } from '@/search/query'
import { SEARCH_TYPES, type SearchHit, type SearchResults, type SearchType } from '@/search/types'

import { cached } from './cache'
import type { PersonCard } from './content'
import { payloadClient } from './payload'
import { readRights } from './preview'

/** How many matching people lead the first page of "All", as cards. */
export const PEOPLE_FIRST = 4

/** "All" lists every kind but people, who come first as cards (and have their own tab). */
const ALL_BUT_PEOPLE = SEARCH_TYPES.filter((kind) => kind !== 'person')

export type SiteSearchResults = SearchResults & {
  /** On the first page of "All": the best-matching people, shown first as contact cards. */
  people: PersonCard[]
  /** The people behind the page's person hits, by hit id (`people:{id}`), for photo and phone. */
  persons: Record<string, PersonCard>
}

const personId = (hit: SearchHit) =>
  hit.document.type === 'person' ? Number(hit.document.id.split(':')[1]) : null

/**
 * Everyone's card (name, position, contacts, photo), kept until people or photos change: a search
 * no one asked before then reads no database.
 */
const peopleCards = cached(
  'people-cards',
  async (locale: Locale): Promise<PersonCard[]> => {
    const found = await (await payloadClient()).find({
      collection: 'people',
      locale,
      pagination: false,
      depth: 1,
      select: { name: true, slug: true, roleLabel: true, contacts: true, photo: true },
      ...readRights(),
    })
    return found.docs as PersonCard[]
  },
  () => [collectionTag('people'), collectionTag('media')],
)

/** Tagged so that a kept search page follows the index (src/data/query-pages.ts). */
const search = cached(
  'site-search',
  async (locale: Locale, q: string, type: SearchType | null, page: number) => {
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
    return { found, leading: leading?.hits ?? [] }
  },
  () => [SEARCH_INDEX_TAG],
)

/** One page of /search: the hits of a type (or all) and the counts of every type. */
export async function searchSite(
  locale: Locale,
  query: { q: string; type: SearchType | null; page: number },
): Promise<SiteSearchResults> {
  if (!query.q) return { count: 0, hits: [], facets: {}, people: [], persons: {} }
  const { found, leading } = await search(locale, query.q, query.type, query.page)
  const ids = [...found.hits, ...leading].map(personId).filter((id) => id !== null)
  // Read apart from the search, not inside it: Next bypasses an `unstable_cache` nested in another.
  const byId = new Map(
    ids.length ? (await peopleCards(locale)).map((card) => [card.id, card] as const) : [],
  )
  const persons: Record<string, PersonCard> = {}
  for (const hit of found.hits) {
    const person = byId.get(personId(hit) ?? -1)
    if (person) persons[hit.document.id] = person
  }
  const people = leading
    .map((hit) => byId.get(personId(hit) ?? -1))
    .filter((person) => person !== undefined)
  return { ...found, people, persons }
}
