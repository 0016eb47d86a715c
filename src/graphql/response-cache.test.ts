import { describe, expect, it } from 'vitest'

import { invalidatePublicResponses } from '@/lib/content-generation'

import { cachedPublicResponse, RESPONSE_TTL_MS } from './response-cache'

let n = 0
/** A fresh key per test: the cache is one per process. */
const key = () => `?test=${++n}`

describe('public response cache', () => {
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
})
