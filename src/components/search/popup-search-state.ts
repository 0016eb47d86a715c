import type { SnapshotFailure } from '@/search/snapshot-client'

/** What the popup's status line says, and whether results are listed. */
export type PopupSearchState = 'loading' | 'offline' | 'error' | 'hint' | 'empty' | 'results'

/**
 * The popup's state: until the search code and the snapshot are in, loading or why they are not;
 * then a hint for an empty query, loading while its answer is on its way, or what it found.
 */
export function popupSearchState({
  ready,
  failure,
  query,
  count,
}: {
  /** The search code and the snapshot are loaded. */
  ready: boolean
  failure: SnapshotFailure | undefined
  /** The query, trimmed. */
  query: string
  /** How many documents the query's answer found; undefined until it comes. */
  count: number | undefined
}): PopupSearchState {
  if (!ready) return failure === 'offline' ? 'offline' : failure ? 'error' : 'loading'
  if (!query) return 'hint'
  if (count === undefined) return 'loading'
  return count === 0 ? 'empty' : 'results'
}

/** The /search page for a query, without the language prefix (Link and the router add it). */
export const searchPageHref = (q: string) =>
  q ? `/search?${new URLSearchParams({ q })}` : '/search'
