import { describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER, clientAddress, clientIpFrom } from './client-ip'

describe('clientAddress', () => {
  it('is the socket address without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7')
    expect(clientAddress('2001:db8::1', undefined, 0)).toBe('2001:db8::1')
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('behind one proxy is the last entry: the one that proxy added', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.1', 1)).toBe('198.51.100.1')
    // A client's own X-Forwarded-For comes first; the proxy appends the real address.
    expect(clientAddress('10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.1', 1)).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.2', ' 1.1.1.1 ,198.51.100.1 ', 1)).toBe('198.51.100.1')
  })

  it('behind two proxies is the entry the outer one added', () => {
    expect(clientAddress('10.0.0.3', '1.1.1.1, 198.51.100.1, 10.0.0.2', 2)).toBe('198.51.100.1')
    // Repeated headers are read as one list.
    expect(clientAddress('10.0.0.3', ['1.1.1.1, 198.51.100.1', '10.0.0.2'], 2)).toBe('198.51.100.1')
  })

  it('falls back to the first entry, then the socket, when the header is shorter than the hops', () => {
    expect(clientAddress('10.0.0.3', '198.51.100.1', 2)).toBe('198.51.100.1')
    expect(clientAddress('::ffff:10.0.0.3', undefined, 1)).toBe('10.0.0.3')
    expect(clientAddress('10.0.0.3', ' , ', 1)).toBe('10.0.0.3')
  })
})

describe('clientIpFrom', () => {
  const headers = (value: string | null) => ({
    get: (name: string) => (name === CLIENT_IP_HEADER ? value : null),
  })
  it('reads the address the server recorded', () => {
    expect(clientIpFrom(headers(' 203.0.113.7 '))).toBe('203.0.113.7')
  })
  it('is "unknown" without one', () => {
    expect(clientIpFrom(headers(null))).toBe('unknown')
    expect(clientIpFrom(headers('  '))).toBe('unknown')
  })
})
