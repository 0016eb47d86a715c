import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { CLIENT_IP_HEADER } from '@/lib/client-ip'
import { proxyTrust, stampClientAddress } from './forwarded'

const request = (remoteAddress: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage

describe('the client’s address header', () => {
  it('replaces whatever a client sent under our header', () => {
    const req = request('::ffff:203.0.113.7', { [CLIENT_IP_HEADER]: '10.0.0.1' })
    stampClientAddress(req, proxyTrust([]))
    expect(req.headers[CLIENT_IP_HEADER]).toBe('203.0.113.7')
  })

  it('takes the address a trusted proxy added, not one the client prepended', () => {
    const req = request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.4' })
    stampClientAddress(req, proxyTrust(['127.0.0.1']))
    expect(req.headers[CLIENT_IP_HEADER]).toBe('198.51.100.4')
  })

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', () => {
    const req = request('203.0.113.7', { 'x-forwarded-for': '198.51.100.4' })
    stampClientAddress(req, proxyTrust(['127.0.0.1']))
    expect(req.headers[CLIENT_IP_HEADER]).toBe('203.0.113.7')
  })

  it('drops the scheme and host a client claims unless a configured proxy sent them', () => {
    const claims = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }
    const direct = request('203.0.113.7', { ...claims })
    stampClientAddress(direct, proxyTrust(['127.0.0.1']))
    expect(direct.headers['x-forwarded-proto']).toBeUndefined()
    expect(direct.headers['x-forwarded-host']).toBeUndefined()
    const proxied = request('127.0.0.1', { ...claims })
    stampClientAddress(proxied, proxyTrust(['127.0.0.1']))
    expect(proxied.headers['x-forwarded-proto']).toBe('https')
  })
})
