import 'server-only'

import type { Locale } from '@/config/constants'
import { searchService } from '@/data/search-index'
import { SEARCH } from '@/search/query'
import type { SearchResults, SearchType } from '@/search/types'

/** One page of /search: the hits of a type (or all) and the counts of every type. */
export function searchSite(
  locale: Locale,
  query: { q: string; type: SearchType | null; page: number },
): Promise<SearchResults> {
  if (!query.q) return Promise.resolve({ count: 0, hits: [], facets: {} })
  return searchService().search(locale, {
    q: query.q,
    types: query.type ? [query.type] : undefined,
    limit: SEARCH.pageSize,
    offset: (query.page - 1) * SEARCH.pageSize,
  })
}
