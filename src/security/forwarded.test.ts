import { describe, expect, it } from 'vitest'

import { forwardedClient, proxyTrust } from './forwarded'

describe('forwardedClient', () => {
  const nginx = proxyTrust(['10.0.0.5'])

  it('believes X-Forwarded-For only from a configured proxy', () => {
    expect(forwardedClient('10.0.0.5', '203.0.113.9', nginx)).toEqual({
      address: '203.0.113.9',
      trustedHops: 1,
    })
    // Straight to the app port: whatever the client wrote is ignored.
    expect(forwardedClient('198.51.100.7', '203.0.113.9', nginx)).toEqual({
      address: '198.51.100.7',
      trustedHops: 0,
    })
    expect(forwardedClient('::ffff:198.51.100.7', undefined, nginx).address).toBe('198.51.100.7')
    // The proxy itself, naming no client (its X-Forwarded-Proto still counts).
    expect(forwardedClient('10.0.0.5', undefined, nginx)).toEqual({
      address: '10.0.0.5',
      trustedHops: 1,
    })
  })

  it('stops at the first address that is not a proxy: prepended entries are the client’s own', () => {
    expect(forwardedClient('10.0.0.5', '1.1.1.1, 203.0.113.9', nginx).address).toBe('203.0.113.9')
    const two = proxyTrust(['10.0.0.0/8', '192.168.1.1'])
    expect(forwardedClient('10.0.0.5', '1.1.1.1, 203.0.113.9, 192.168.1.1', two)).toEqual({
      address: '203.0.113.9',
      trustedHops: 2,
    })
  })

  it('reads repeated headers as one list, and the socket when there is no client entry', () => {
    const two = proxyTrust(['10.0.0.0/8'])
    expect(forwardedClient('10.0.0.3', ['1.1.1.1, 198.51.100.1', '10.0.0.2'], two).address).toBe(
      '198.51.100.1',
    )
    expect(forwardedClient('10.0.0.3', ' , ', nginx).address).toBe('10.0.0.3')
    expect(forwardedClient(undefined, undefined, nginx).address).toBe('unknown')
  })

  it('trusts nobody without a list, and refuses entries that are no address or range', () => {
    expect(forwardedClient('127.0.0.1', '203.0.113.9', proxyTrust([])).address).toBe('127.0.0.1')
    expect(() => proxyTrust(['not-an-address'])).toThrow()
    expect(() => proxyTrust(['10.0.0.0/33'])).toThrow()
  })

  it('takes the names of address kinds proxy-addr knows', () => {
    expect(forwardedClient('127.0.0.1', '203.0.113.9', proxyTrust(['loopback'])).address).toBe(
      '203.0.113.9',
    )
  })
})
