import 'server-only'

import { SEARCH_INDEX_TAG } from '@/config/cache-tags'
import type { Locale } from '@/config/constants'
import { searchService } from '@/data/search-index'
import { SEARCH } from '@/search/query'
import type { SearchResults, SearchType } from '@/search/types'

import { cached } from './cache'

/** Tagged so that a kept search page follows the index (src/data/query-pages.ts). */
const search = cached(
  'site-search',
  (locale: Locale, q: string, type: SearchType | null, page: number) =>
    searchService().search(locale, {
      q,
      types: type ? [type] : undefined,
      limit: SEARCH.pageSize,
      offset: (page - 1) * SEARCH.pageSize,
    }),
  () => [SEARCH_INDEX_TAG],
)

/** One page of /search: the hits of a type (or all) and the counts of every type. */
export function searchSite(
  locale: Locale,
  query: { q: string; type: SearchType | null; page: number },
): Promise<SearchResults> {
  if (!query.q) return Promise.resolve({ count: 0, hits: [], facets: {} })
  return search(locale, query.q, query.type, query.page)
}
