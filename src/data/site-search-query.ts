import { firstParam } from '@/data/params'
import { paths } from '@/lib/paths'
import { normalizeSearchQuery, SEARCH } from '@/search/query'
import { isSearchType, type SearchType } from '@/search/types'

export type SiteSearchQuery = { q: string; type: SearchType | null; page: number }

/** Deeper than this nobody pages; odd page numbers show the first page. */
const MAX_PAGE = Math.floor(SEARCH.maxOffset / SEARCH.pageSize)

/** The /search page's query from its URL: any input gives a query, never an error. */
export function parseSiteSearchQuery(
  search: Record<string, string | string[] | undefined>,
): SiteSearchQuery {
  const rawType = firstParam(search.type)
  const rawPage = firstParam(search.page)
  const page = rawPage && /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1
  return {
    q: normalizeSearchQuery(firstParam(search.q)),
    type: isSearchType(rawType) ? rawType : null,
    page: page <= MAX_PAGE ? page : 1,
  }
}

/** The path of a /search page (without language prefix), omitting defaults. */
export function siteSearchHref(query: SiteSearchQuery): string {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.type) params.set('type', query.type)
  if (query.page > 1) params.set('page', String(query.page))
  const qs = params.toString()
  return qs ? `${paths.search}?${qs}` : paths.search
}
