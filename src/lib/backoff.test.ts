import { afterEach, describe, expect, it, vi } from 'vitest'

import { LIVE_CHANNEL } from '@/config/constants'

import { backoffDelay, waitBeforeRetry } from './backoff'

describe('backoffDelay', () => {
  it('doubles from 100 ms and stops at 10 s (SPEC §9)', () => {
    const delay = (retries: number) => backoffDelay(LIVE_CHANNEL.backoff, retries)
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20, 1000].map(delay)).toEqual([
      100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000, 10_000, 10_000,
    ])
  })

  it('follows any minimum, cap and factor, and treats a negative attempt as the first', () => {
    const backoff = { minMs: 50, maxMs: 1000, factor: 3 }
    expect([-1, 0, 1, 2, 3].map((n) => backoffDelay(backoff, n))).toEqual([50, 50, 150, 450, 1000])
  })
})

describe('waitBeforeRetry', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves only once the delay of that attempt has passed', async () => {
    vi.useFakeTimers()
    let done = false
    void waitBeforeRetry({ minMs: 100, maxMs: 10_000, factor: 2 })(2).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(399)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
