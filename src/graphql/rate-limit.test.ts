import { describe, expect, it } from 'vitest'

import { clientGroup } from './rate-limit'

describe('clientGroup', () => {
  it('counts an IPv4 address as itself, a mapped one as its IPv4 address', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(clientGroup('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('groups IPv6 addresses by their /64', () => {
    const a = clientGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')
    expect(a).toBe('2001:db8:1:2::/64')
    expect(clientGroup('2001:0db8:0001:0002::1')).toBe(a)
    expect(clientGroup('2001:DB8:1:2:ffff::')).toBe(a)
    expect(clientGroup('2001:db8:1:3::1')).not.toBe(a)
    expect(clientGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientGroup('::1')).toBe('0:0:0:0::/64')
    expect(clientGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps anything else as it is', () => {
    expect(clientGroup('unknown')).toBe('unknown')
    expect(clientGroup(undefined)).toBe('unknown')
    expect(clientGroup('')).toBe('unknown')
  })
})
