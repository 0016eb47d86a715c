import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { backoffSeconds, LOGIN_THROTTLE } from './throttle-policy'

const { account, address } = LOGIN_THROTTLE

describe('backoffSeconds', () => {
  it('lets the free failures through, then doubles the wait up to the ceiling', () => {
    const rule = { freeFailures: 3, windowSeconds: 60, baseDelaySeconds: 2, maxDelaySeconds: 10 }
    expect([0, 1, 2, 3, 4, 5, 6, 100].map((n) => backoffSeconds(n, rule))).toEqual([
      0, 0, 0, 2, 4, 8, 10, 10,
    ])
  })

  it('never locks an account for long, whoever fails on it and how often', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (failures) => {
        expect(backoffSeconds(failures, account)).toBeLessThanOrEqual(60)
      }),
      { seed: 16 },
    )
  })

  it('throttles one address much harder than one account', () => {
    expect(backoffSeconds(address.freeFailures + 6, address)).toBe(address.maxDelaySeconds)
    expect(address.maxDelaySeconds).toBeGreaterThan(account.maxDelaySeconds * 10)
  })

  it('grows monotonically with the failures', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(backoffSeconds(low, address)).toBeLessThanOrEqual(backoffSeconds(high, address))
      }),
      { seed: 16 },
    )
  })
})
