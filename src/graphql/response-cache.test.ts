import { afterEach, describe, expect, it, vi } from 'vitest'

import { GRAPHQL_CACHES } from '@/config/constants'
import { contentGeneration, invalidatePublicResponses } from '@/events/content-generation'

import { parseGetRequest } from './request'
import {
  cachedPublicResponse,
  keepPublicResponse,
  keptPublicResponse,
  publicResponseCacheStats,
  publicResponseKey,
  RESPONSE_TTL_MS,
} from './response-cache'

let n = 0
/** A fresh key per test: the cache is one per process. */
const key = () => `?test=${++n}`

describe('public response cache', () => {
  it('keeps an answer computed elsewhere (an anonymous POST) unless content changed meanwhile', () => {
    const k = key()
    const generation = contentGeneration()
    keepPublicResponse(k, 'answer', generation, 0)
    expect(keptPublicResponse(k, RESPONSE_TTL_MS - 1)).toBe('answer')
    expect(keptPublicResponse(k, RESPONSE_TTL_MS)).toBeUndefined()
    const late = key()
    invalidatePublicResponses()
    keepPublicResponse(late, 'stale answer', generation, 0)
    expect(keptPublicResponse(late, 1)).toBeUndefined()
    const huge = key()
    keepPublicResponse(
      huge,
      'x'.repeat(GRAPHQL_CACHES.responses.maxEntryBytes),
      contentGeneration(),
      0,
    )
    expect(keptPublicResponse(huge, 1)).toBeUndefined()
  })

  it('computes once, then serves the same answer until it expires', async () => {
    const k = key()
    let calls = 0
    const compute = async () => `answer ${++calls}`
    expect(await cachedPublicResponse(k, compute, 0)).toEqual({ body: 'answer 1', hit: false })
    expect(await cachedPublicResponse(k, compute, RESPONSE_TTL_MS - 1)).toEqual({
      body: 'answer 1',
      hit: true,
    })
    expect(await cachedPublicResponse(k, compute, RESPONSE_TTL_MS)).toEqual({
      body: 'answer 2',
      hit: false,
    })
  })

  it('forgets everything when content changes', async () => {
    const k = key()
    let calls = 0
    const compute = async () => `answer ${++calls}`
    await cachedPublicResponse(k, compute, 0)
    invalidatePublicResponses()
    expect((await cachedPublicResponse(k, compute, 1)).body).toBe('answer 2')
  })

  it('shares one computation between concurrent requests', async () => {
    const k = key()
    let calls = 0
    let release: (body: string) => void = () => undefined
    const compute = () => {
      calls++
      return new Promise<string>((resolve) => {
        release = resolve
      })
    }
    const first = cachedPublicResponse(k, compute, 0)
    const second = cachedPublicResponse(k, compute, 1)
    release('shared')
    expect(await first).toEqual({ body: 'shared', hit: false })
    expect(await second).toEqual({ body: 'shared', hit: true })
    expect(calls).toBe(1)
  })

  it('keeps neither uncacheable answers nor failures', async () => {
    const k = key()
    expect(await cachedPublicResponse(k, async () => null, 0)).toEqual({ body: null, hit: false })
    expect((await cachedPublicResponse(k, async () => 'now', 1)).body).toBe('now')
    const failing = key()
    await expect(
      cachedPublicResponse(failing, () => Promise.reject(new Error('db down')), 0),
    ).rejects.toThrow('db down')
    expect((await cachedPublicResponse(failing, async () => 'back', 1)).body).toBe('back')
  })

  describe('bounds (issue 16)', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('keys on query, variables, operationName and extensions only, normalised', () => {
      const keyOf = (search: string) =>
        publicResponseKey(
          parseGetRequest(new URL(`http://x/graphql?${search}`)).operations[0] ?? {},
        )
      const plain = keyOf('query={a}&variables={"x":1,"y":2}')
      expect(keyOf('query={a}&variables={"y":2,"x":1}')).toBe(plain)
      expect(keyOf('variables={"x":1,"y":2}&query={a}&junk=1&utm_source=x&_=123')).toBe(plain)
      expect(keyOf('query={a}&variables={"x":1,"y":3}')).not.toBe(plain)
      expect(keyOf('query={a}&variables={"x":1,"y":2}&operationName=A')).not.toBe(plain)
    })

    it('never holds more than its byte budget, and keeps no answer over the per-entry cap', async () => {
      const big = 'x'.repeat(GRAPHQL_CACHES.responses.maxEntryBytes + 1)
      const before = publicResponseCacheStats()
      const result = await cachedPublicResponse(key(), async () => big)
      expect(result.body).toBe(big)
      expect(publicResponseCacheStats().entries).toBe(before.entries)
      const answer = 'y'.repeat(200 * 1024)
      for (let i = 0; i < 200; i++) await cachedPublicResponse(key(), async () => answer)
      const stats = publicResponseCacheStats()
      expect(stats.bytes).toBeLessThanOrEqual(GRAPHQL_CACHES.responses.maxBytes)
      expect(stats.entries).toBeLessThan(200)
    })

    it('drops expired answers, even ones nobody asks for again', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      for (let i = 0; i < 50; i++) await cachedPublicResponse(key(), async () => 'old')
      vi.setSystemTime(Date.now() + RESPONSE_TTL_MS + 1)
      await cachedPublicResponse(key(), async () => 'new')
      expect(publicResponseCacheStats().entries).toBe(1)
    })
  })
})
