/**
 * A short-lived cache of public GraphQL answers (anonymous GETs of queries that succeeded), in
 * front of the database: the same persisted GET from many visitors is computed once. It never
 * keeps an answer longer than a CDN may (`s-maxage`), and any content change in this process
 * empties it at once (other instances' changes within that time, like a CDN's copy).
 */
import { GRAPHQL_LIMITS } from '@/config/constants'
import { contentGeneration } from '@/lib/content-generation'

import { LruMap } from './lru'

const ENTRIES = 1_000
/** Far below s-maxage: what this instance serves is never older than what a CDN may serve. */
export const RESPONSE_TTL_MS = 5_000

type Entry = { body: Promise<string | null>; expires: number; generation: number }

const KEY = Symbol.for('collegium.graphql-response-cache')
type State = { entries: LruMap<string, Entry> }

function state(): State {
  const holder = globalThis as { [KEY]?: State }
  holder[KEY] ??= { entries: new LruMap(ENTRIES) }
  return holder[KEY]
}

/**
 * The cached answer for `key`, or `compute()`'s. Concurrent misses share one computation; an
 * answer `compute` marks uncacheable (null) is not kept.
 */
export async function cachedPublicResponse(
  key: string,
  compute: () => Promise<string | null>,
  now = Date.now(),
): Promise<{ body: string | null; hit: boolean }> {
  const s = state()
  const known = s.entries.get(key)
  if (known && known.expires > now && known.generation === contentGeneration()) {
    const body = await known.body
    if (body !== null) return { body, hit: true }
  }
  const entry: Entry = {
    body: compute(),
    expires: now + Math.min(RESPONSE_TTL_MS, GRAPHQL_LIMITS.publicCache.sMaxAgeSeconds * 1000),
    generation: contentGeneration(),
  }
  s.entries.set(key, entry)
  const body = await entry.body.catch((error: unknown) => {
    s.entries.delete(key)
    throw error
  })
  if (body === null) s.entries.delete(key)
  return { body, hit: false }
}
