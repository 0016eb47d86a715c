import { POST_TYPES, type PostType } from '@/cms/collections/Posts'
import { NEWS_QUERY_MAX_LENGTH, NEWS_QUERY_MAX_TERMS } from '@/config/constants'

import { firstParam } from './params'

export type NewsQuery = { type: PostType | null; page: number; q: string }

const MAX_PAGE = 10_000

/**
 * The press center's filter from the URL. An unknown type falls back to all posts and a bad page
 * number to the first page: odd URLs show a list, never an error.
 */
export function parseNewsQuery(search: Record<string, string | string[] | undefined>): NewsQuery {
  const rawType = firstParam(search.type)
  const type = POST_TYPES.find((t) => t === rawType) ?? null
  const rawPage = firstParam(search.page)
  const page = rawPage && /^[1-9]\d{0,4}$/.test(rawPage) ? Math.min(Number(rawPage), MAX_PAGE) : 1
  return { type, page, q: normalizeNewsQuery(firstParam(search.q)) }
}

/** A visitor's search as typed, made safe: no control characters, single spaces, bounded length. */
export function normalizeNewsQuery(raw: string | undefined): string {
  const text = (raw ?? '')
    .normalize('NFKC')
    // Control characters (NUL, newlines, escapes) carry no meaning in a search box.
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  // By code points, so that an emoji at the bound is not cut into a lone surrogate.
  return Array.from(text).slice(0, NEWS_QUERY_MAX_LENGTH).join('').trim()
}

/**
 * The words a search looks for, lower-cased and without duplicates. SQL `LIKE` wildcards (`%`, `_`)
 * and its escape character (`\`, PostgreSQL's default) separate words instead of matching anything,
 * so "22%" finds "22%" and "%" alone finds nothing.
 */
export function searchTerms(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[\s%_\\]+/)
    .filter(Boolean)
  return [...new Set(words)].slice(0, NEWS_QUERY_MAX_TERMS)
}

/**
 * Spellings of a lower-case word to match in stored text. SQLite's `LIKE` ignores case for ASCII
 * letters only, so Cyrillic words are also looked for capitalised (a title's first word) and in
 * capitals (abbreviations such as "ФАС"); PostgreSQL's `ILIKE` needs only the first.
 */
export function caseVariants(term: string): string[] {
  const capitalised = term.charAt(0).toUpperCase() + term.slice(1)
  return [...new Set([term, capitalised, term.toUpperCase()])]
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
