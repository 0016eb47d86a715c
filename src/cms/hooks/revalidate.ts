import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { collectionTag, documentTag, globalTag } from '@/data/tags'
import { invalidatePublicResponses } from '@/graphql/response-cache'

import {
  announceChangeAfterChange,
  announceChangeAfterDelete,
  type DocumentHookArgs,
} from './live-events'

/**
 * Invalidates cached pages after a write. Outside a Next request (seed script, CLI) there is no
 * cache to invalidate and Next throws, so seeding passes `context.disableRevalidate`.
 */
async function invalidate(req: PayloadRequest, tags: string[]): Promise<void> {
  invalidatePublicResponses()
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    // Expired at once, not stale-while-revalidate ('max'): the first visitor after a publish (or
    // the press center's "show new publications") must get the new list, not the old one.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    // Outside a Next request (scripts, tests on the Local API) there is no page cache to refresh.
    if (String((error as Error).message).includes('static generation store missing')) return
    req.payload.logger.warn({ err: error, tags }, 'cache revalidation skipped')
  }
}

/** Invalidates the collection's lists and the document's own pages. */
const revalidateDocument = async ({ doc, collection, req }: DocumentHookArgs) => {
  await invalidate(req, [collectionTag(collection.slug), documentTag(collection.slug, doc.id)])
  return doc
}

export const revalidateAfterChange: CollectionAfterChangeHook = revalidateDocument
export const revalidateAfterDelete: CollectionAfterDeleteHook = revalidateDocument

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await invalidate(req, [globalTag(global.slug)])
  return doc
}

/** The hooks every public collection carries: page caches, then search (through the bus). */
export const publicCollectionHooks = {
  afterChange: [revalidateAfterChange, announceChangeAfterChange],
  afterDelete: [revalidateAfterDelete, announceChangeAfterDelete],
}
