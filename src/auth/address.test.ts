import { describe, expect, it } from 'vitest'

import { addressGroup } from './address'

describe('addressGroup', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressGroup('203.0.113.7', 64)).toBe('203.0.113.7')
    expect(addressGroup('::ffff:203.0.113.7', 64)).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 as one network, and tells /64s apart', () => {
    const a = addressGroup('2001:db8:1:2::1', 64)
    expect(addressGroup('2001:db8:1:2:ffff:ffff:ffff:ffff', 64)).toBe(a)
    expect(addressGroup('2001:0DB8:0001:0002:0:0:0:abcd', 64)).toBe(a)
    expect(addressGroup('2001:db8:1:2::1%eth0', 64)).toBe(a)
    expect(a).toBe('2001:db8:1:2:0:0:0:0/64')
    expect(addressGroup('2001:db8:1:3::1', 64)).not.toBe(a)
    expect(addressGroup('::1', 64)).toBe('0:0:0:0:0:0:0:0/64')
  })

  it('cuts inside a group for prefixes that are not a multiple of 16', () => {
    expect(addressGroup('2001:db8:abcd:12ff::1', 56)).toBe('2001:db8:abcd:1200:0:0:0:0/56')
  })

  it('leaves anything else as it is', () => {
    expect(addressGroup('unknown', 64)).toBe('unknown')
    expect(addressGroup('', 64)).toBe('unknown')
  })
})
