/**
 * Automatic persisted queries, version 1 (SPEC §7, §9): a client sends the SHA-256 of a query
 * instead of its text; the first time, the server answers PersistedQueryNotFound and the client
 * sends both, which the server verifies and, once the query has validated, remembers (bounded in
 * bytes, least recently used out): the store never keeps the text of a refused document.
 */
import { createHash } from 'node:crypto'

import { LRUCache } from 'lru-cache'

import { PERSISTED_QUERY_VERSION } from '@/config/constants'
import { utf8Bytes } from '@/lib/utf8'
import { cacheLookups } from '@/observability/metrics'

import { GraphqlRequestError } from './errors'
import { GRAPHQL_CACHES } from './limits'

export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound'

const SHA256_HEX = /^[0-9a-f]{64}$/

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export type PersistedQueryExtension = { version?: unknown; sha256Hash?: unknown }

/**
 * What an operation resolves to: its query text (with the hash to remember it by once it has
 * validated, when the client sent both), or "ask the client for the text".
 */
export type ResolvedQuery = { query: string; hash?: string } | { notFound: true }

/** A hash and its bookkeeping, besides the text, in the byte budget. */
const ENTRY_OVERHEAD_BYTES = 128

export type PersistedQueryBounds = { maxBytes: number; maxEntries: number }

export class PersistedQueryStore {
  private readonly queries: LRUCache<string, string>

  constructor(bounds: PersistedQueryBounds = GRAPHQL_CACHES.persistedQueries) {
    this.queries = new LRUCache({
      max: bounds.maxEntries,
      maxSize: bounds.maxBytes,
      // A text heavier than the whole budget is not kept.
      sizeCalculation: (query) => utf8Bytes(query) + ENTRY_OVERHEAD_BYTES,
    })
  }

  get size(): number {
    return this.queries.size
  }

  /** Entries and the bytes they weigh (as `sizeCalculation` counts them). */
  stats(): { entries: number; bytes: number; maxBytes: number } {
    return {
      entries: this.queries.size,
      bytes: this.queries.calculatedSize,
      maxBytes: this.queries.maxSize,
    }
  }

  /** Keeps a query that validated under its verified hash (from `resolve`). */
  remember(hash: string, query: string): void {
    this.queries.set(hash, query)
  }

  /**
   * The query of an operation. Without the extension the text is used as sent; with it, a known
   * hash gives the stored text, an unknown one without text is "not found", and a text whose hash
   * matches comes back with it, to `remember` once it has validated (a wrong hash would poison the
   * store for every client; an invalid text would only take room).
   */
  resolve(
    query: string | undefined,
    extension: PersistedQueryExtension | undefined,
  ): ResolvedQuery {
    if (extension === undefined) {
      if (query === undefined) throw new GraphqlRequestError('BAD_REQUEST', 'Missing query')
      return { query }
    }
    if (extension.version !== PERSISTED_QUERY_VERSION) {
      throw new GraphqlRequestError(
        'PERSISTED_QUERY_NOT_SUPPORTED',
        `Unsupported persisted query version (supported: ${PERSISTED_QUERY_VERSION})`,
      )
    }
    const hash = typeof extension.sha256Hash === 'string' ? extension.sha256Hash.toLowerCase() : ''
    if (!SHA256_HEX.test(hash)) {
      throw new GraphqlRequestError(
        'BAD_REQUEST',
        'persistedQuery.sha256Hash must be 64 hex digits',
      )
    }
    if (query === undefined) {
      const stored = this.queries.get(hash)
      cacheLookups.inc({ cache: 'graphql_persisted_queries', result: stored ? 'hit' : 'miss' })
      return stored === undefined ? { notFound: true } : { query: stored }
    }
    if (sha256Hex(query) !== hash) {
      throw new GraphqlRequestError(
        'PERSISTED_QUERY_HASH_MISMATCH',
        'provided sha does not match query',
      )
    }
    return { query, hash }
  }
}
