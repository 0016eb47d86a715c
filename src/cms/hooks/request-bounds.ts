/**
 * Bounds of requests that reach a collection or a global from outside.
 *
 * Anonymous reads over REST and GraphQL are bounded by what they cost: page size and depth (an
 * anonymous `GET /api/posts?limit=100&depth=2` took a quarter of a second of CPU for 3.4 MB), and
 * over REST a per-address budget shared with GraphQL (429 with Retry-After once spent). Staff are
 * not bound, nor is the site's own code, which reads through the Local API (`payloadAPI: 'local'`)
 * for pages, the sitemap and the feeds.
 *
 * Document ids: every collection here has Payload's numeric ids, and a word in their place
 * (`/api/posts/abc`) reached the database, whose type error Payload answered with a 500 (the same
 * kind of failure as payloadcms/payload#8347, there in the admin's search).
 */
import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
  NotFound,
  type PayloadRequest,
} from 'payload'

import { clientIpFrom } from '@/lib/client-ip'
import { takeApiRequest, tooManyRequestsMessage } from '@/rate-limits/api-rate-limit'

/**
 * An anonymous read's bounds: documents per page (`limit=0` or `pagination=false` included; no
 * limit is Payload's page of 10) and relationship depth. REST answers a page whole, so its bounds
 * are smaller; over GraphQL the page is the largest `limit` of a list field (posts, people…) and
 * the depth Payload's own default.
 */
export const ANONYMOUS_READ_BOUNDS = {
  rest: { maxLimit: 20, maxDepth: 1 },
  graphql: { maxLimit: 50, maxDepth: 2 },
} as const

type ReadArgs = { depth?: unknown; limit?: unknown; overrideAccess?: unknown; pagination?: unknown }

/**
 * Whether a read is an outsider's: over REST or GraphQL, without a signed-in user, and with the
 * caller's rights. Payload's own reads inside such a request (the session's user looked up by
 * the JWT strategy, with `overrideAccess`) are the server's, not the caller's.
 */
const isAnonymousOutsideRead = (req: PayloadRequest, args: unknown): boolean =>
  req.payloadAPI !== 'local' && !req.user && (args as ReadArgs).overrideAccess !== true

const wholeNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined

/**
 * The read's arguments with `limit` and `depth` brought within bounds: no limit (`limit: 0` or
 * `pagination: false`) becomes the largest page; a smaller asked limit or depth is kept.
 */
export function clampRead<T extends ReadArgs>(
  args: T,
  bounds: { maxLimit: number; maxDepth: number },
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

/** The bounds of an anonymous read over REST (small: Payload answers it whole) or GraphQL. */
const boundsOf = (req: PayloadRequest) =>
  req.payloadAPI === 'REST' ? ANONYMOUS_READ_BOUNDS.rest : ANONYMOUS_READ_BOUNDS.graphql

/**
 * An anonymous REST read spends one of its address's API requests (GraphQL spends its own in
 * the endpoint); past the budget it is refused with 429 and Retry-After.
 */
async function spendRestRead(req: PayloadRequest): Promise<void> {
  if (req.payloadAPI !== 'REST') return
  const wait = await takeApiRequest(clientIpFrom(req.headers))
  if (wait === 0) return
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(wait))
  throw new APIError(tooManyRequestsMessage(wait), 429, { retryAfterSeconds: wait }, true)
}

/** Collection hook: bounds anonymous outside reads (find, findByID, versions, distinct values). */
const boundAnonymousReads: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'read' && operation !== 'readDistinct') return args
  if (!isAnonymousOutsideRead(req, args)) return args
  await spendRestRead(req)
  return clampRead(args as ReadArgs, boundsOf(req)) as typeof args
}

/**
 * Global hook: an anonymous outside read of a global spends the budget too. Its depth stays
 * Payload's (the operation reads it before any hook; a global is one small document anyway).
 */
const boundAnonymousGlobalReads: GlobalBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'read' && isAnonymousOutsideRead(req, args)) await spendRestRead(req)
  return args
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
        boundAnonymousReads,
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
  }
}

/** A global with the anonymous read budget added before its own beforeOperation hooks. */
export function withGlobalRequestBounds(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [boundAnonymousGlobalReads, ...(global.hooks?.beforeOperation ?? [])],
    },
  }
}
