/**
 * Automatic persisted queries, version 1 (SPEC §7, §9): a client sends the SHA-256 of a query
 * instead of its text; the first time, the server answers PersistedQueryNotFound and the client
 * sends both, which the server verifies and remembers (bounded, least recently used out).
 */
import { createHash } from 'node:crypto'

import { PERSISTED_QUERY_VERSION, QUERY_CACHE_KEY_LIMIT } from '@/config/constants'

import { GraphqlRequestError } from './errors'
import { LruMap } from './lru'

export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound'

const SHA256_HEX = /^[0-9a-f]{64}$/

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export type PersistedQueryExtension = { version?: unknown; sha256Hash?: unknown }

/** What an operation resolves to: its query text, or "ask the client for the text". */
export type ResolvedQuery = { query: string } | { notFound: true }

export class PersistedQueryStore {
  private readonly queries: LruMap<string, string>

  constructor(capacity: number = QUERY_CACHE_KEY_LIMIT) {
    this.queries = new LruMap(capacity)
  }

  get size(): number {
    return this.queries.size
  }

  /**
   * The query of an operation. Without the extension the text is used as sent; with it, a known
   * hash gives the stored text, an unknown one without text is "not found", and a text is stored
   * only when its hash matches (a wrong hash would poison the store for every client).
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
      return stored === undefined ? { notFound: true } : { query: stored }
    }
    if (sha256Hex(query) !== hash) {
      throw new GraphqlRequestError(
        'PERSISTED_QUERY_HASH_MISMATCH',
        'provided sha does not match query',
      )
    }
    this.queries.set(hash, query)
    return { query }
  }
}
