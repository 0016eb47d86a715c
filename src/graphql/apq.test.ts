import { describe, expect, it } from 'vitest'

import { PersistedQueryStore, sha256Hex } from './apq'
import { GraphqlRequestError } from './errors'

const query = '{ news { totalDocs } }'
const hash = sha256Hex(query)
const v1 = (sha256Hash: string) => ({ version: 1, sha256Hash })
const small = (maxEntries: number, maxBytes = 1e6) =>
  new PersistedQueryStore({ maxBytes, maxEntries })

/** What a client does: sends text and hash, and the server remembers it once it validated. */
function register(store: PersistedQueryStore, text: string) {
  const resolved = store.resolve(text, v1(sha256Hex(text)))
  if ('hash' in resolved && resolved.hash) store.remember(resolved.hash, resolved.query)
}

describe('persisted queries (APQ v1)', () => {
  it('misses an unknown hash, remembers a verified query it is told to, then serves it by hash', () => {
    const store = small(10)
    expect(store.resolve(undefined, v1(hash))).toEqual({ notFound: true })
    expect(store.resolve(query, v1(hash))).toEqual({ query, hash })
    store.remember(hash, query)
    expect(store.resolve(undefined, v1(hash))).toEqual({ query })
    expect(store.resolve(undefined, v1(hash.toUpperCase()))).toEqual({ query })
  })

  it('keeps nothing of a query until it is remembered (a refused document is never stored)', () => {
    const store = small(10)
    for (let i = 0; i < 100; i++) {
      const text = `{ refused${i} ${'x'.repeat(14_000)} }`
      expect(store.resolve(text, v1(sha256Hex(text)))).toMatchObject({ query: text })
    }
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 })
    expect(store.resolve(undefined, v1(hash))).toEqual({ notFound: true })
  })

  it('rejects a query whose hash does not match, and does not store it', () => {
    const store = small(10)
    const error = (() => {
      try {
        store.resolve('{ other }', v1(hash))
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(GraphqlRequestError)
    expect((error as GraphqlRequestError).code).toBe('PERSISTED_QUERY_HASH_MISMATCH')
    expect(store.resolve(undefined, v1(hash))).toEqual({ notFound: true })
  })

  it('refuses other versions and malformed hashes', () => {
    const store = small(10)
    expect(() => store.resolve(query, { version: 2, sha256Hash: hash })).toThrow(/version/)
    expect(() => store.resolve(undefined, v1('abc'))).toThrow(/64 hex/)
    expect(() => store.resolve(undefined, { version: 1 })).toThrow(/64 hex/)
  })

  it('passes plain queries through and refuses a request with neither query nor hash', () => {
    const store = small(10)
    expect(store.resolve(query, undefined)).toEqual({ query })
    expect(() => store.resolve(undefined, undefined)).toThrow(/Missing query/)
    expect(store.size).toBe(0)
  })

  it('is bounded in entries: the least recently used query goes first', () => {
    const store = small(2)
    register(store, '{ a }')
    register(store, '{ b }')
    store.resolve(undefined, v1(sha256Hex('{ a }'))) // a is now the most recent
    register(store, '{ c }')
    expect(store.size).toBe(2)
    expect(store.resolve(undefined, v1(sha256Hex('{ b }')))).toEqual({ notFound: true })
    expect(store.resolve(undefined, v1(sha256Hex('{ a }')))).toEqual({ query: '{ a }' })
  })

  it('is bounded in bytes, whatever the number of queries', () => {
    const store = small(10_000, 64 * 1024)
    for (let i = 0; i < 200; i++) register(store, `{ q${i} ${'x'.repeat(14_000)} }`)
    expect(store.stats().bytes).toBeLessThanOrEqual(64 * 1024)
    expect(store.size).toBeLessThanOrEqual(4)
  })
})
