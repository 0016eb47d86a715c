/**
 * A short-lived cache of public GraphQL answers (anonymous GETs of queries that succeeded), in
 * front of the database: the same persisted GET from many visitors is computed once. It never
 * keeps an answer longer than a CDN may (`s-maxage`), and any content change in this process
 * empties it at once (other instances' changes within that time, like a CDN's copy).
 *
 * Bounded in bytes (GRAPHQL_CACHES.responses): a large answer is served but not kept, and expired
 * answers are dropped. Its key is what the answer depends on, the operation's four parameters
 * (normalised), never the raw address: parameters a client adds (cache busters, tracking) change
 * nothing in the answer and make no new entries.
 */
import { GRAPHQL_CACHES, GRAPHQL_LIMITS } from '@/config/constants'
import { contentGeneration } from '@/events/content-generation'
import { BoundedCache, type BoundedCacheStats } from '@/lib/bounded-cache'
import { processSingleton } from '@/lib/process-singleton'
import { utf8Bytes } from '@/lib/utf8'
import type { GraphqlParams } from './request'

/** Far below s-maxage: what this instance serves is never older than what a CDN may serve. */
export const RESPONSE_TTL_MS = Math.min(
  GRAPHQL_CACHES.responses.ttlMs,
  GRAPHQL_LIMITS.publicCache.sMaxAgeSeconds * 1000,
)

type Entry = { body: string; expires: number; generation: number }

type State = {
  answers: BoundedCache<string, Entry>
  /** Computations under way, shared by concurrent misses; each leaves when it settles. */
  pending: Map<string, Promise<string | null>>
}

function state(): State {
  return processSingleton('graphql-response-cache', () => ({
    answers: new BoundedCache<string, Entry>({
      ...GRAPHQL_CACHES.responses,
      ttlMs: RESPONSE_TTL_MS,
    }),
    pending: new Map(),
  }))
}

/** What the cache holds now (tests, benchmarks). */
export function publicResponseCacheStats(): BoundedCacheStats {
  return state().answers.stats()
}

/** A JSON value with object keys sorted, so `{a,b}` and `{b,a}` make one key. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]))
}

/** The cache key of an anonymous GET: its query, variables, operation name and extensions only. */
export function publicResponseKey(params: GraphqlParams): string {
  return JSON.stringify([
    params.query ?? null,
    params.operationName ?? null,
    canonical(params.variables ?? null),
    canonical(params.extensions ?? null),
  ])
}

/**
 * The cached answer for `key`, or `compute()`'s. Concurrent misses share one computation; an
 * answer `compute` marks uncacheable (null), or one over the per-entry cap, is not kept.
 */
export async function cachedPublicResponse(
  key: string,
  compute: () => Promise<string | null>,
  now = Date.now(),
): Promise<{ body: string | null; hit: boolean }> {
  const s = state()
  const known = keptPublicResponse(key, now)
  if (known !== undefined) return { body: known, hit: true }
  const shared = s.pending.get(key)
  if (shared) {
    const body = await shared
    if (body !== null) return { body, hit: true }
  }
  const generation = contentGeneration()
  const computing = compute()
  s.pending.set(key, computing)
  try {
    const body = await computing
    const size = body === null ? 0 : utf8Bytes(key) + utf8Bytes(body)
    if (body !== null && size <= GRAPHQL_CACHES.responses.maxEntryBytes) {
      s.answers.set(key, { body, expires: now + RESPONSE_TTL_MS, generation }, size)
    }
    return { body, hit: false }
  } finally {
    if (s.pending.get(key) === computing) s.pending.delete(key)
  }
}

/** The kept answer for `key`, if it is current (an anonymous POST of a query looks it up). */
export function keptPublicResponse(key: string, now = Date.now()): string | undefined {
  const known = state().answers.get(key)
  return known && known.expires > now && known.generation === contentGeneration()
    ? known.body
    : undefined
}

/**
 * Keeps an answer computed outside `cachedPublicResponse` (an anonymous POST's), unless content
 * changed since `generation`, when its computation began, or it is over the per-entry cap.
 */
export function keepPublicResponse(
  key: string,
  body: string,
  generation: number,
  now = Date.now(),
): void {
  if (generation !== contentGeneration()) return
  const size = utf8Bytes(key) + utf8Bytes(body)
  if (size > GRAPHQL_CACHES.responses.maxEntryBytes) return
  state().answers.set(key, { body, expires: now + RESPONSE_TTL_MS, generation }, size)
}

/** Whether `key` would be answered from the cache now (a free request for the rate limit). */
export function hasPublicResponse(key: string, now = Date.now()): boolean {
  return keptPublicResponse(key, now) !== undefined
}
