import { POST_TYPES, type PostType } from '@/lib/post-types'
import { normalizeSearchQuery } from '@/search/query'

import { firstParam } from './params'

/** Posts per page of the press center (and the GraphQL `news` field's default). */
export const NEWS_PAGE_SIZE = 12
/** The highest page number read from an address (a larger one reads as this). */
const NEWS_MAX_PAGE = 10_000

export type NewsQuery = { type: PostType | null; page: number; q: string }

/**
 * The press center's filter from the URL. An unknown type falls back to all posts and a bad page
 * number to the first page: odd URLs show a list, never an error.
 */
export function parseNewsQuery(search: Record<string, string | string[] | undefined>): NewsQuery {
  const rawType = firstParam(search.type)
  const type = POST_TYPES.find((t) => t === rawType) ?? null
  const rawPage = firstParam(search.page)
  const page =
    rawPage && /^[1-9]\d{0,4}$/.test(rawPage) ? Math.min(Number(rawPage), NEWS_MAX_PAGE) : 1
  return { type, page, q: normalizeSearchQuery(firstParam(search.q)) }
}

/** The query string of a press-center link (type, search and page), empty for the defaults. */
export function newsHref(query: { type: PostType | null; page: number; q?: string }): string {
  const params = new URLSearchParams()
  if (query.type) params.set('type', query.type)
  if (query.q) params.set('q', query.q)
  if (query.page > 1) params.set('page', String(query.page))
  const qs = params.toString()
  return qs ? `/news?${qs}` : '/news'
}
