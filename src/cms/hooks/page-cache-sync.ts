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
const expireThroughOwnServer: TagExpirer = async (tags) => {
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

/** Subscribes this process's page caches to the bus; returns the unsubscribe function. */
export function followContentChanges(
  bus: LiveBus,
  expire: TagExpirer = expireThroughOwnServer,
  log: (message: string, error?: unknown) => void = console.error,
): () => void {
  return bus.subscribe((event) => {
    const change = changeOf(event)
    if (!change) return
    const tags = changeTags(change)
    expire(tags).catch((error: unknown) => log(`page cache: ${tags.join(', ')} not expired`, error))
  })
}
