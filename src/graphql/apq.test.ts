import { describe, expect, it } from 'vitest'

import { PersistedQueryStore, sha256Hex } from './apq'
import { GraphqlRequestError } from './errors'
import { LruMap } from './lru'

const query = '{ news { totalDocs } }'
const hash = sha256Hex(query)
const v1 = (sha256Hash: string) => ({ version: 1, sha256Hash })

describe('persisted queries (APQ v1)', () => {
  it('misses an unknown hash, stores a verified query, then serves it by hash', () => {
    const store = new PersistedQueryStore(10)
    expect(store.resolve(undefined, v1(hash))).toEqual({ notFound: true })
    expect(store.resolve(query, v1(hash))).toEqual({ query })
    expect(store.resolve(undefined, v1(hash))).toEqual({ query })
    expect(store.resolve(undefined, v1(hash.toUpperCase()))).toEqual({ query })
  })

  it('rejects a query whose hash does not match, and does not store it', () => {
    const store = new PersistedQueryStore(10)
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
    const store = new PersistedQueryStore(10)
    expect(() => store.resolve(query, { version: 2, sha256Hash: hash })).toThrow(/version/)
    expect(() => store.resolve(undefined, v1('abc'))).toThrow(/64 hex/)
    expect(() => store.resolve(undefined, { version: 1 })).toThrow(/64 hex/)
  })

  it('passes plain queries through and refuses a request with neither query nor hash', () => {
    const store = new PersistedQueryStore(10)
    expect(store.resolve(query, undefined)).toEqual({ query })
    expect(() => store.resolve(undefined, undefined)).toThrow(/Missing query/)
    expect(store.size).toBe(0)
  })

  it('is bounded: the least recently used query goes first', () => {
    const store = new PersistedQueryStore(2)
    const queries = ['{ a }', '{ b }', '{ c }']
    store.resolve(queries[0], v1(sha256Hex('{ a }')))
    store.resolve(queries[1], v1(sha256Hex('{ b }')))
    store.resolve(undefined, v1(sha256Hex('{ a }'))) // a is now the most recent
    store.resolve(queries[2], v1(sha256Hex('{ c }')))
    expect(store.size).toBe(2)
    expect(store.resolve(undefined, v1(sha256Hex('{ b }')))).toEqual({ notFound: true })
    expect(store.resolve(undefined, v1(sha256Hex('{ a }')))).toEqual({ query: '{ a }' })
  })
})

describe('LruMap', () => {
  it('keeps at most its capacity and refuses a capacity below 1', () => {
    const map = new LruMap<number, number>(3)
    for (let i = 0; i < 10; i++) map.set(i, i)
    expect(map.size).toBe(3)
    expect(map.get(6)).toBeUndefined()
    expect(map.get(9)).toBe(9)
    expect(() => new LruMap(0)).toThrow(RangeError)
  })
})
