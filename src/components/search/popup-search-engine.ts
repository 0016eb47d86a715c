/**
 * The popup's search, in a chunk of its own: the engine, the stemmers and the query API are fetched
 * when the page is idle or the popup opens, never with the page (first-load budget).
 */
import { prepareSearch, queryContent } from '@/search/content-query'
import type { ContentSnapshot } from '@/search/snapshot-format'

export { prepareSearch }

/** Letters the last word may lose, and how many it keeps, while the visitor is still typing it. */
const TYPING = { maxCut: 3, minKept: 4 } as const

/**
 * The best `limit` hits for what the visitor typed, and how many documents match in all. A word
 * being typed is not a word yet: its stem may not prefix the indexed one ("arbitrat" is not a
 * prefix of the stem "arbitr"), so when nothing matches, the last word is tried a little shorter.
 * A query ending in a space, or a word nothing like the content, still finds nothing.
 */
export async function searchSnapshot(snapshot: ContentSnapshot, q: string, limit: number) {
  const search = (text: string) => queryContent(snapshot).search(text).limit(limit).fetchHits()
  const found = await search(q)
  if (found.count > 0 || /\s$/u.test(q)) return found
  const lastWord = /[\p{L}\p{N}]+$/u.exec(q)?.[0] ?? ''
  for (let cut = 1; cut <= TYPING.maxCut && lastWord.length - cut >= TYPING.minKept; cut++) {
    const shorter = await search(q.slice(0, q.length - cut))
    if (shorter.count > 0) return shorter
  }
  return found
}
