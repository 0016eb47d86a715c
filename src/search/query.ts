import { SEARCH } from '@/config/constants'

/**
 * A visitor's query as typed, made safe: no control characters, single spaces, bounded length.
 * Every way into search (the /search page, the press center, GraphQL, the popup) goes through it.
 */
export function normalizeSearchQuery(raw: string | undefined | null): string {
  const text = (raw ?? '')
    .normalize('NFKC')
    // Control characters (NUL, newlines, escapes) carry no meaning in a search box.
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  // By code points, so that an emoji at the bound is not cut into a lone surrogate.
  return Array.from(text).slice(0, SEARCH.maxQueryLength).join('').trim()
}
