import { describe, expect, it } from 'vitest'

import { processRegistry } from './process-registry'

describe('processRegistry', () => {
  it('is one object per name, kept under a registered symbol another copy of the module finds', () => {
    const registry = processRegistry('jobs')
    expect(processRegistry('jobs')).toBe(registry)
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('collegium.jobs')]).toBe(registry)
    expect(processRegistry('content')).not.toBe(registry)
  })

  it('makes a value once and returns the same one to every caller', () => {
    let made = 0
    const registry = processRegistry('limiters')
    const first = registry.once('test.once', () => ({ n: ++made }))
    const second = processRegistry('limiters').once('test.once', () => ({ n: ++made }))
    expect(second).toBe(first)
    expect(made).toBe(1)
  })

  it('can be read without making the value, and forget it', () => {
    const registry = processRegistry('graphql')
    expect(registry.peek('test.peek')).toBeUndefined()
    registry.once('test.peek', () => 7)
    expect(registry.peek('test.peek')).toBe(7)
    registry.forget('test.peek')
    expect(registry.peek('test.peek')).toBeUndefined()
    expect(registry.once('test.peek', () => 8)).toBe(8)
  })
})

describe('ProcessRegistry.onceAsync', () => {
  it('shares one creation between concurrent callers', async () => {
    let made = 0
    const make = async () => ++made
    const registry = processRegistry('limiters')
    const [a, b] = await Promise.all([
      registry.onceAsync('test.async', make),
      registry.onceAsync('test.async', make),
    ])
    expect([a, b, made]).toEqual([1, 1, 1])
  })

  it('forgets a creation that failed, so the next call tries again', async () => {
    const registry = processRegistry('limiters')
    await expect(
      registry.onceAsync('test.retry', () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down')
    await Promise.resolve()
    await expect(registry.onceAsync('test.retry', async () => 'up')).resolves.toBe('up')
  })
})
