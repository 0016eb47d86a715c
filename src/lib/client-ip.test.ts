import { describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER, clientIpFrom } from './client-ip'

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
