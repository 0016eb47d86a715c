/**
 * The press center and the site search read their query string, which Next does not cache by: a
 * page with a query is therefore served from a path of its own that names the query, rewritten
 * there by the proxy (src/proxy.ts), so that Next renders it once and keeps it until its content
 * changes, as it keeps every other page. The visitor's address keeps its query string.
 */
import { notFound } from 'next/navigation'

import { DEFAULT_LOCALE } from '@/config/constants'
import { isLocale } from '@/lib/locale-paths'

import { newsHref, parseNewsQuery } from './news-query'
import { parseSiteSearchQuery, siteSearchHref } from './site-search-query'

type Search = Record<string, string | string[] | undefined>

/** The query-reading pages: each one's parser and the canonical link it makes of a query. */
const SECTIONS = {
  news: (search: Search) => newsHref(parseNewsQuery(search)),
  search: (search: Search) => siteSearchHref(parseSiteSearchQuery(search)),
} as const

export type QuerySection = keyof typeof SECTIONS

/** The segment before the query's in the path (a static name wins over `news/[id]`). */
const QUERY_SEGMENT = 'query'

/** A public address's query string as Next's pages receive it (repeated names kept). */
function searchOf(params: URLSearchParams): Search {
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]))
}

/** The canonical query string of a section's address: the defaults and unknown names dropped. */
function canonicalQuery(section: QuerySection, params: URLSearchParams): string {
  const href = SECTIONS[section](searchOf(params))
  return href.includes('?') ? href.slice(href.indexOf('?') + 1) : ''
}

const encode = (query: string): string => Buffer.from(query, 'utf8').toString('base64url')

/**
 * Where Next keeps a press-center or search page with a query (`/ru/news/query/…`), or null for
 * any other address and for a query that says nothing but the defaults (the plain page serves it).
 */
export function queryPagePath(pathname: string, params: URLSearchParams): string | null {
  const match = /^(?:\/([a-z]{2}))?\/(news|search)$/.exec(pathname)
  if (!match) return null
  // The default language has no prefix: `/ru/news` is redirected to `/news` first.
  const locale = match[1] ?? DEFAULT_LOCALE
  if (!isLocale(locale) || (match[1] && locale === DEFAULT_LOCALE)) return null
  const section = match[2] as QuerySection
  const query = canonicalQuery(section, params)
  return query ? `/${locale}/${section}/${QUERY_SEGMENT}/${encode(query)}` : null
}

/**
 * The query a page's path segment names, as its parser reads it; null for a segment the proxy
 * would not make (another encoding of the same query would be a second copy of one page).
 */
export function querySearch(section: QuerySection, segment: string): Search | null {
  const query = Buffer.from(segment, 'base64url').toString('utf8')
  const params = new URLSearchParams(query)
  const canonical = canonicalQuery(section, params)
  return canonical && encode(canonical) === segment ? searchOf(params) : null
}

/** The query a kept page's route names (`query/[query]`); any other segment is the 404. */
export async function routeSearch(
  section: QuerySection,
  params: Promise<{ query: string }>,
): Promise<Search> {
  const search = querySearch(section, (await params).query)
  if (!search) notFound()
  return search
}
