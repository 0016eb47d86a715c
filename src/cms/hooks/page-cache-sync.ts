/**
 * Page caches follow content changes made on any instance. The writing process expires its own
 * tags inside the request (`revalidate.ts`); every instance, the writer too once its transaction
 * committed, hears the change on the live bus (PostgreSQL LISTEN/NOTIFY, or in-process) and
 * expires the same tags through Next's on-demand revalidation, asked of its own server
 * (src/app/(payload)/api/revalidate): a job's writes have no request of their own, and a page
 * rendered from the old row between the writer's hook and its commit is dropped.
 */
import { getEnv, resolvePayloadSecret } from '@/config/env'
import type { LiveBus, LiveEvent } from '@/events/bus'
import { logError } from '@/lib/logger'
import { processRegistry } from '@/lib/process-registry'
import { REVALIDATION_HEADER, revalidationToken } from '@/security/revalidation-token'

import { type ContentChange, changeTags } from './revalidate'

/** Expires cache tags in this process's Next cache. */
export type TagExpirer = (tags: string[]) => Promise<void>

/** The change an event announces, if it is one that cached pages may show. */
function changeOf(event: LiveEvent): ContentChange | undefined {
  if (event.type === 'content-changed') return { collection: event.collection, id: event.id }
  if (event.type === 'global-changed') return { global: event.global }
  return undefined
}

/** Asks this process's own server to expire the tags (Next expires them inside a request). */
export const expireThroughOwnServer: TagExpirer = async (tags) => {
  const env = getEnv()
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST
  const response = await fetch(`http://${host}:${env.PORT}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [REVALIDATION_HEADER]: revalidationToken(resolvePayloadSecret(env)),
    },
    body: JSON.stringify({ tags }),
  })
  if (!response.ok) throw new Error(`revalidation answered ${response.status}`)
}

/** This instance's expiries of newly published posts' pages, by post id, while in flight. */
const postExpiries = () =>
  processRegistry('content').once('post-expiries', () => new Map<number, Promise<void>>())

/**
 * Resolves once this instance's pages no longer hold a list without the post: the live channel
 * announces a publication only then, or a reader who follows the announcement gets the old list.
 */
export function pagesShowPost(id: number): Promise<void> {
  return postExpiries().get(id) ?? Promise.resolve()
}

/** Subscribes this process's page caches to the bus; returns the unsubscribe function. */
export function followContentChanges(
  bus: LiveBus,
  expire: TagExpirer = expireThroughOwnServer,
  log: (message: string, error?: unknown) => void = logError,
): () => void {
  const expireLogged = (tags: string[]) =>
    expire(tags).catch((error: unknown) => log(`page cache: ${tags.join(', ')} not expired`, error))
  // Subscribed before any live subscriber, so a post's expiry is registered before it is announced.
  return bus.subscribe((event) => {
    if (event.type === 'post-published') {
      const done = expireLogged(changeTags({ collection: 'posts', id: event.id }))
      postExpiries().set(event.id, done)
      void done.then(() => postExpiries().delete(event.id))
      return
    }
    const change = changeOf(event)
    if (change) void expireLogged(changeTags(change))
  })
}
