import { describe, expect, it } from 'vitest'

import {
  peekProcessSingleton,
  processSingleton,
  processSingletonAsync,
  setProcessSingleton,
} from './process-singleton'

describe('processSingleton', () => {
  it('makes the value once and returns the same one to every caller', () => {
    let made = 0
    const first = processSingleton('test.once', () => ({ n: ++made }))
    const second = processSingleton('test.once', () => ({ n: ++made }))
    expect(second).toBe(first)
    expect(made).toBe(1)
  })

  it('keeps the value under a registered symbol, so another copy of the module finds it', () => {
    const value = processSingleton('test.shared', () => 'here')
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('collegium.test.shared')]).toBe(value)
  })

  it('can be read without making it, set and forgotten', () => {
    expect(peekProcessSingleton('test.peek')).toBeUndefined()
    setProcessSingleton('test.peek', 7)
    expect(peekProcessSingleton('test.peek')).toBe(7)
    setProcessSingleton('test.peek', undefined)
    expect(peekProcessSingleton('test.peek')).toBeUndefined()
  })
})

describe('processSingletonAsync', () => {
  it('shares one creation between concurrent callers', async () => {
    let made = 0
    const make = async () => ++made
    const [a, b] = await Promise.all([
      processSingletonAsync('test.async', make),
      processSingletonAsync('test.async', make),
    ])
    expect([a, b, made]).toEqual([1, 1, 1])
  })

  it('forgets a creation that failed, so the next call tries again', async () => {
    await expect(
      processSingletonAsync('test.retry', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down')
    await Promise.resolve()
    await expect(processSingletonAsync('test.retry', async () => 'up')).resolves.toBe('up')
  })
})
