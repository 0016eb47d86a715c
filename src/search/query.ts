/** A search's bounds: the /search page, the press center, GraphQL's `search` and the popup. */
export const SEARCH = {
  /** Longest query, in code points: a phrase, not a document; keeps odd URLs and cache keys small. */
  maxQueryLength: 200,
  /** Results per /search page and the GraphQL default. */
  pageSize: 10,
  /** Largest GraphQL `limit` and `offset`: deeper pages are nobody's search. */
  maxLimit: 50,
  maxOffset: 10_000,
} as const

/**
 * The words of a search query: each one is looked up with typo tolerance across the index, so
 * more words cost more time; longer queries keep their first words (the /search page) or are
 * refused (GraphQL). With SEARCH.maxQueryLength this bounds the time of one search.
 */
export const SEARCH_QUERY_MAX_WORDS = 8

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
