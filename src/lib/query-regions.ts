/**
 * The part of a query page that depends on its query (issue 18: searches never seen before at the
 * speed of a kept page). `/search` and the press center's searches (`/news?q=`) put everything
 * their query changes (the type tabs, the search form, the result count, the results, the page
 * links) in one region of plain HTML, made by one function for both answers:
 *
 * - Next renders the page with the region inside (client navigations, staff, a first start);
 * - the custom server answers a visitor's search from a frame, Next's page rendered once per
 *   language with the region left empty (asked for with this process's frame token), and the
 *   region made for the query put in its place (src/server/query-region-step.ts): no React render
 *   per query. The browser hydrates the frame: React leaves HTML it was given as a string alone
 *   (src/components/ui/QueryRegion.client.tsx adopts it).
 *
 * Next's bundle (instrumentation) registers each page's region maker; the custom server, outside
 * the bundle, finds it here.
 */
import type { Locale } from '@/config/constants'
import { peekProcessSingleton, processSingleton, setProcessSingleton } from './process-singleton'

/** A page whose query part is a region. */
export type QueryRegionPage = {
  /** The page's path without the language prefix. */
  readonly path: string
  /** The id of the region's element (unique on the page). */
  readonly id: string
}

export const QUERY_REGION_PAGES = {
  search: { path: '/search', id: 'search-region' },
  news: { path: '/news', id: 'news-region' },
} as const satisfies Record<string, QueryRegionPage>

export type QueryRegionName = keyof typeof QUERY_REGION_PAGES

/** A page's URL parameters as Next gives them to the page: a repeated one as a list. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>

/** The parameters of a query string (without `?`) as Next gives them to a page. */
export function searchParamsRecord(query: string): SearchParamsRecord {
  const record: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(query)) {
    const earlier = record[name]
    record[name] = earlier === undefined ? value : [...[earlier].flat(), value]
  }
  return record
}

/** The region's HTML for a query (the page's URL parameters), in a language. */
export type QueryRegionMaker = (locale: Locale, search: SearchParamsRecord) => Promise<string>

/** The header a frame request carries, with this process's token as its value. */
export const FRAME_HEADER = 'x-query-frame'

/**
 * This process's frame token: only a request carrying it gets a page with its region left empty
 * (a visitor cannot ask for one, nor could a shared cache keep one for others).
 */
export function frameToken(): string {
  return processSingleton('query-frame-token', () => crypto.randomUUID())
}

/** Whether a request's frame header (its value) asks for the frame of its page. */
export const isFrameRequest = (header: string | null | undefined): boolean =>
  header === frameToken()

/** Registers the region maker of a page (Next's bundle, at start). */
export function registerQueryRegion(name: QueryRegionName, maker: QueryRegionMaker): void {
  setProcessSingleton(`query-region:${name}`, maker)
}

/** The region maker of a page, once Next's bundle has registered it. */
export function registeredQueryRegion(name: QueryRegionName): QueryRegionMaker | undefined {
  return peekProcessSingleton<QueryRegionMaker>(`query-region:${name}`)
}
