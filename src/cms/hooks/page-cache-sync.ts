/**
 * Page caches follow content changes made on any instance. The writing process expires its own
 * tags inside the request (`revalidate.ts`); every other instance hears the change on the live
 * bus (PostgreSQL LISTEN/NOTIFY) and expires the same tags here, so a page cached by Next on
 * instance B is rendered anew after a publish on instance A. The writer hears its own event too,
 * after the commit: a render that read the old row between its hook and its commit is dropped.
 */
import type { LiveBus, LiveEvent } from '@/events/bus'
import { invalidatePublicResponses } from '@/events/content-generation'
import { recordExpiredTags } from '@/events/expired-tags'

import { type ContentChange, changeTags } from './revalidate'

/** Expires cache tags in this process (Next's cache, outside any request). */
export type TagExpirer = (tags: string[]) => Promise<void>

/** The change an event announces, if it is one that cached pages may show. */
function changeOf(event: LiveEvent): ContentChange | undefined {
  if (event.type === 'content-changed') return { collection: event.collection, id: event.id }
  if (event.type === 'global-changed') return { global: event.global }
  return undefined
}

type IncrementalCache = { revalidateTag(tags: string[], durations?: { expire?: number }): unknown }

/**
 * Next's own path for `revalidateTag` at the end of a request, taken without one: the server's
 * incremental cache (the one every request of this process uses, kept on globalThis by Next)
 * marks the tags expired now. Before this process served its first page there is none, and
 * nothing of this process's memory to expire.
 */
const expireInNextCache: TagExpirer = async (tags) => {
  // Kept for the next process on this build too, which would otherwise trust what this one
  // cached before the change (src/events/expired-tags.ts).
  recordExpiredTags(tags)
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
  await cache?.revalidateTag(tags, { expire: 0 })
}

/** Subscribes this process's page caches to the bus; returns the unsubscribe function. */
export function followContentChanges(
  bus: LiveBus,
  expire: TagExpirer = expireInNextCache,
  log: (message: string, error?: unknown) => void = console.error,
): () => void {
  return bus.subscribe((event) => {
    const change = changeOf(event)
    if (!change) return
    invalidatePublicResponses()
    const tags = changeTags(change)
    expire(tags)
      // Again once Next's tags are expired: a page Next answered from its old entry in between
      // must not stay in the server's copy (src/server/page-response-cache.ts).
      .then(() => invalidatePublicResponses())
      .catch((error: unknown) => log(`page cache: ${tags.join(', ')} not expired`, error))
  })
}
