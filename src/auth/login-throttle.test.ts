import { describe, expect, it } from 'vitest'

import { createLoginThrottle } from './login-throttle'
import { LOGIN_THROTTLE } from './throttle-policy'

// The embedded database's store: the real limiters, in this process's memory.
const memory = { name: 'sqlite' }
const secret = 'a-secret-of-sixteen-chars'

describe('createLoginThrottle', () => {
  it('stops one network after its free attempts, whatever e-mails it tries', async () => {
    const throttle = await createLoginThrottle(memory, secret)
    const from = (address: string, i: number) => ({ address, email: `nobody-${i}@test.example` })
    for (let i = 0; i < LOGIN_THROTTLE.address.freeFailures; i++) {
      expect(await throttle.take(from('2001:db8:1:2::1', i))).toBe(0)
    }
    const wait = await throttle.take(from('2001:db8:1:2::9', 101))
    // The first wait of an address: the base of its doubling.
    expect(wait).toBeGreaterThan(LOGIN_THROTTLE.address.baseDelaySeconds - 2)
    expect(wait).toBeLessThanOrEqual(LOGIN_THROTTLE.address.baseDelaySeconds)
    // Another /64 is not concerned.
    expect(await throttle.take(from('2001:db8:1:3::1', 102))).toBe(0)
  })

  it('counts attempts sent at once one by one: no more than the free ones go ahead', async () => {
    const throttle = await createLoginThrottle(memory, secret)
    const burst = Array.from({ length: 40 }, (_, i) =>
      throttle.take({ address: '192.0.2.7', email: `guess-${i}@test.example` }),
    )
    const waits = await Promise.all(burst)
    expect(waits.filter((w) => w === 0)).toHaveLength(LOGIN_THROTTLE.address.freeFailures)
    expect(waits.filter((w) => w > 0)).toHaveLength(40 - LOGIN_THROTTLE.address.freeFailures)
  })

  it('slows guesses at an account from one address, never its owner elsewhere', async () => {
    const throttle = await createLoginThrottle(memory, secret)
    const email = 'editor@test.example'
    for (let i = 0; i < LOGIN_THROTTLE.account.freeFailures; i++) {
      expect(await throttle.take({ address: '198.51.100.1', email })).toBe(0)
    }
    const guesser = await throttle.take({ address: '198.51.100.1', email: 'Editor@Test.example ' })
    expect(guesser).toBeGreaterThan(0)
    expect(guesser).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxDelaySeconds)
    const owner = { address: '203.0.113.5', email }
    expect(await throttle.take(owner)).toBe(0)
  })

  it('refunds a right password, and restarts the account from that address', async () => {
    const throttle = await createLoginThrottle(memory, secret)
    const owner = { address: '203.0.113.9', email: 'owner@test.example' }
    for (let i = 0; i < 3 * LOGIN_THROTTLE.account.freeFailures; i++) {
      expect(await throttle.take(owner)).toBe(0)
      await throttle.succeeded(owner)
    }
    for (let i = 0; i < LOGIN_THROTTLE.account.freeFailures; i++) {
      expect(await throttle.take(owner)).toBe(0)
    }
    expect(await throttle.take(owner)).toBeGreaterThan(0)
  })
})
