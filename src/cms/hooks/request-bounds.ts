/**
 * Bounds of requests that reach a collection from outside (issue 16, findings 3 and 4).
 *
 * Page size and depth of anonymous reads over REST and GraphQL: without a bound,
 * `GET /api/posts?limit=0&depth=10` returned 8.7 MB to anyone. Staff are not bound, nor is the
 * site's own code, which reads through the Local API (`payloadAPI: 'local'`) for pages, the
 * sitemap and the feeds.
 *
 * Document ids: every collection here has Payload's numeric ids, and a word in their place
 * (`/api/posts/abc`) reached the database, whose type error Payload answered with a 500 (the same
 * kind of failure as payloadcms/payload#8347, there in the admin's search).
 */
import {
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  NotFound,
  type PayloadRequest,
} from 'payload'

import { REST_LIMITS } from '@/config/constants'

type ReadArgs = { depth?: unknown; limit?: unknown; pagination?: unknown }

/** Whether a read comes from outside (REST or GraphQL) without a signed-in user. */
const isAnonymousOutsideRead = (req: PayloadRequest): boolean =>
  req.payloadAPI !== 'local' && !req.user

const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined

/**
 * The read's arguments with `limit` and `depth` brought within bounds: no limit (`limit: 0` or
 * `pagination: false`) becomes the largest page; a smaller asked limit or depth is kept.
 */
export function clampRead<T extends ReadArgs>(
  args: T,
  bounds: { maxLimit: number; maxDepth: number } = {
    maxLimit: REST_LIMITS.anonymousMaxLimit,
    maxDepth: REST_LIMITS.anonymousMaxDepth,
  },
): T {
  const depth = wholeNumber(args.depth)
  const clamped: T = { ...args, depth: Math.min(depth ?? bounds.maxDepth, bounds.maxDepth) }
  // No limit asked: Payload's page of 10.
  if (args.limit === undefined && args.pagination !== false) return clamped
  const limit = wholeNumber(args.limit)
  if (limit !== undefined && limit > 0 && limit <= bounds.maxLimit) return clamped
  // Zero, too large, negative (SQLite reads LIMIT -1 as no limit) or not a number at all.
  return { ...clamped, limit: bounds.maxLimit, pagination: true }
}

/** Collection hook: clamps anonymous outside reads (find, findByID, versions, distinct values). */
const clampAnonymousReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' && operation !== 'readDistinct') return args
  if (!isAnonymousOutsideRead(req)) return args
  return clampRead(args as ReadArgs) as typeof args
}

/** Whether `id` can be the id of a document with numeric ids (a number or a string of digits). */
export const isNumericId = (id: unknown): boolean =>
  (typeof id === 'number' && Number.isSafeInteger(id)) ||
  (typeof id === 'string' && /^\d{1,16}$/.test(id))

/** Collection hook: an id that cannot exist is a 404 before any query (read, update, delete). */
const refuseMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id !== undefined && !isNumericId(id)) throw new NotFound(req.t)
  return args
}

/** A collection with the request bounds added before its own beforeOperation hooks. */
export function withRequestBounds(collection: CollectionConfig): CollectionConfig {
  // A collection that chose its own id type (text ids) keeps Payload's handling of them.
  const customId = collection.fields.some((field) => 'name' in field && field.name === 'id')
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        ...(customId ? [] : [refuseMalformedId]),
        clampAnonymousReads,
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
  }
}
