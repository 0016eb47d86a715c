/**
 * The popup's search, in a chunk of its own: Orama, the stemmers and the query API are fetched when
 * the page is idle or the popup opens, never with the page (first-load budget).
 */
import { prepareSearch, queryContent } from '@/search/content-query'
import type { ContentSnapshot } from '@/search/snapshot-format'

export { prepareSearch }

/** The best `limit` hits for what the visitor typed, and how many documents match in all. */
export function searchSnapshot(snapshot: ContentSnapshot, q: string, limit: number) {
  return queryContent(snapshot).search(q).limit(limit).fetchHits()
}
