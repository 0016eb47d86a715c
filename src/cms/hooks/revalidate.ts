import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { collectionTag, documentTag, globalTag } from '@/config/cache-tags'

import {
  announceChangeAfterChange,
  announceChangeAfterDelete,
  announceGlobalChange,
  type DocumentHookArgs,
} from './live-events'

/** What changed: a document of a collection, or a global. */
export type ContentChange = { collection: string; id: number | string } | { global: string }

/**
 * The cache tags a change expires: a document's lists and its own pages, or a global's. The one
 * mapping used by the writing process's hook and by every instance's bus listener
 * (`page-cache-sync.ts`), so they cannot drift apart.
 */
export function changeTags(change: ContentChange): string[] {
  if ('global' in change) return [globalTag(change.global)]
  return [collectionTag(change.collection), documentTag(change.collection, change.id)]
}

/**
 * Invalidates cached pages after a write. Outside a Next request (seed script, CLI, a job: the job
 * crons start outside any request, src/cms/jobs/start.ts) Next throws, and seeding passes
 * `context.disableRevalidate`. Every instance (this one again, after the commit, and the only way
 * for a job's write) follows through the bus: `page-cache-sync.ts`.
 */
async function invalidate(req: PayloadRequest, change: ContentChange): Promise<void> {
  await expireTags(req, changeTags(change))
}

/** Expires `tags` in this process's page cache (see `invalidate` for when Next refuses). */
export async function expireTags(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    // Expired at once, not stale-while-revalidate ('max'): the first visitor after a publish (or
    // the press center's "show new publications") must get the new list, not the old one.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    // Outside a Next request (scripts, jobs, tests on the Local API): the bus listener refreshes.
    if (String((error as Error).message).includes('static generation store missing')) return
    req.payload.logger.warn({ err: error, tags }, 'cache revalidation skipped')
  }
}

/** Invalidates the collection's lists and the document's own pages. */
const revalidateDocument = async ({ doc, collection, req }: DocumentHookArgs) => {
  await invalidate(req, { collection: collection.slug, id: doc.id })
  return doc
}

const revalidateAfterChange: CollectionAfterChangeHook = revalidateDocument
const revalidateAfterDelete: CollectionAfterDeleteHook = revalidateDocument

const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await invalidate(req, { global: global.slug })
  return doc
}

/** The hooks every public collection carries: this process's page caches, then the bus. */
export const publicCollectionHooks = {
  afterChange: [revalidateAfterChange, announceChangeAfterChange],
  afterDelete: [revalidateAfterDelete, announceChangeAfterDelete],
}

/** The hooks every public global carries: this process's page caches, then the bus. */
export const publicGlobalHooks = {
  afterChange: [revalidateGlobal, announceGlobalChange],
}
