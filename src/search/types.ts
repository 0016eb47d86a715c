/**
 * What search knows of the site's content, shared by the server index, the GraphQL API and the
 * browser's content snapshot. No server imports: the popup bundles this module.
 */

/** Kinds of result, as facets: the three post types, then the other public collections. */
export const SEARCH_TYPES = [
  'news',
  'publication',
  'event',
  'practice',
  'sector',
  'person',
  'achievement',
  'page',
] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export function isSearchType(value: unknown): value is SearchType {
  return SEARCH_TYPES.includes(value as SearchType)
}

/** One public document in one language, flattened to text. */
export type ContentDocument = {
  /** `{collection}:{id}`, unique across collections. */
  id: string
  type: SearchType
  title: string
  summary: string
  body: string
  /** The page that shows it, without the language prefix (it may carry `?section=` or `#…`). */
  path: string
  /** ISO date for dated content (posts, achievements by year), otherwise null. */
  date: string | null
}

/** A run of text, marked when it matches the query (rendered as `<mark>`, never as HTML). */
export type TextPart = { text: string; match: boolean }

export type SearchHit = {
  document: ContentDocument
  score: number
  title: TextPart[]
  excerpt: TextPart[]
}

export type SearchParams = {
  q: string
  types?: readonly SearchType[]
  limit: number
  offset: number
  /**
   * Every word as typed (a prefix counts), no typo and no falling back to any word: a filter
   * (the team's name search) must narrow, never widen.
   */
  strict?: boolean
}

export type SearchResults = {
  /** Documents matching the query among the requested types. */
  count: number
  hits: SearchHit[]
  /** Matches per type for the query, whatever `types` asked: the page's type filter shows them. */
  facets: Partial<Record<SearchType, number>>
}
