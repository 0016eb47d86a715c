import { describe, expect, it } from 'vitest'

import { AUTH } from '@/config/constants'

import { createLoginThrottle } from './login-throttle'

// The embedded database's store: the real limiters, in this process's memory.
const memory = { name: 'sqlite' }

describe('createLoginThrottle', () => {
  it('stops one network after its free failures, whatever e-mails it tries', async () => {
    const throttle = await createLoginThrottle(memory)
    const from = (address: string, i: number) => ({ address, email: `nobody-${i}@test.example` })
    for (let i = 0; i < AUTH.throttle.address.freeFailures - 1; i++) {
      await throttle.failed(from('2001:db8:1:2::1', i))
    }
    expect(await throttle.retryAfter(from('2001:db8:1:2::1', 99))).toBe(0)
    await throttle.failed(from('2001:db8:1:2::1', 100))
    const wait = await throttle.retryAfter(from('2001:db8:1:2::9', 101))
    // The first wait of an address: the base of its doubling.
    expect(wait).toBeGreaterThan(AUTH.throttle.address.baseDelaySeconds - 2)
    expect(wait).toBeLessThanOrEqual(AUTH.throttle.address.baseDelaySeconds)
    // Another /64 is not concerned.
    expect(await throttle.retryAfter(from('2001:db8:1:3::1', 102))).toBe(0)
  })

  it('only slows an account tried from many addresses, and its owner resets it', async () => {
    const throttle = await createLoginThrottle(memory)
    const email = 'editor@test.example'
    for (let i = 0; i < AUTH.throttle.account.freeFailures; i++) {
      await throttle.failed({ address: `198.51.100.${i}`, email })
    }
    const owner = { address: '203.0.113.5', email: 'Editor@Test.example ' }
    const wait = await throttle.retryAfter(owner)
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(AUTH.throttle.account.maxDelaySeconds)
    await throttle.succeeded(owner)
    expect(await throttle.retryAfter(owner)).toBe(0)
  })
})
