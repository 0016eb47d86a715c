import { SEARCH, SEARCH_QUERY_MAX_WORDS } from '@/config/constants'

const WORD = /[\p{L}\p{N}]+/gu

/**
 * A visitor's query as typed, made safe: no control characters, single spaces, bounded length
 * and words (the first SEARCH_QUERY_MAX_WORDS are kept: each word is a typo-tolerant lookup, so
 * words bound a search's time). Every way into search (the /search page, the press center,
 * GraphQL, the popup, and the search service itself) goes through it.
 */
export function normalizeSearchQuery(raw: string | undefined | null): string {
  const text = (raw ?? '')
    .normalize('NFKC')
    // Control characters (NUL, newlines, escapes) carry no meaning in a search box.
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  // By code points, so that an emoji at the bound is not cut into a lone surrogate.
  const bounded = Array.from(text).slice(0, SEARCH.maxQueryLength).join('').trim()
  // Words as the engine sees them (runs of letters and digits: "a.b.c" is three), not as spaces
  // separate them: the text is cut after the last word kept.
  let words = 0
  for (const word of bounded.matchAll(WORD)) {
    if (++words > SEARCH_QUERY_MAX_WORDS) return bounded.slice(0, word.index).trim()
  }
  return bounded
}
