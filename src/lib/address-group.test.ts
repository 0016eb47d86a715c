import { describe, expect, it } from 'vitest'

import { addressGroup } from './address-group'

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(addressGroup('unknown')).toBe('unknown')
  })
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const group = '2001:db8:85a3:8d3::/64'
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:8D3::1',
      '[2001:db8:85a3:8d3::2]',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:85a3:8d3::3'),
    ]) {
      expect(addressGroup(address)).toBe(group)
    }
    expect(addressGroup('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('2001:DB8:1:2:ffff::')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })
  it('reads an IPv4-mapped IPv6 address as the IPv4 client', () => {
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressGroup('::ffff:cb00:7107')).toBe('203.0.113.7')
  })
  it('leaves anything that is not an address unchanged', () => {
    for (const text of [
      '1:2:3',
      '1::2::3',
      '2001:db8::g',
      '::ffff:300.1.1.1',
      '1:2:3:4:5:6:7:8:9',
    ]) {
      expect(addressGroup(text)).toBe(text)
    }
  })
})
