import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { REST_LIMITS } from '@/security/rest-guard'

import { payloadSigningKey } from '@/security/session-token'

import { refusal } from './refusals'

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  ({ method, url, headers }) as IncomingMessage
const open = { draining: false }
const key = payloadSigningKey('a-secret-of-sixteen-chars')

describe('refusal', () => {
  it('refuses TRACE and its kin with 405, and passes every other method to Next', () => {
    expect(refusal(request('TRACE', '/'), open, key)?.status).toBe(405)
    expect(refusal(request('connect', '/'), open, key)?.headers.allow).toMatch(/GET/)
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE']) {
      expect(refusal(request(method, '/news'), open, key)).toBeUndefined()
    }
  })

  it('answers /readyz with 503 while draining, and leaves it to Next otherwise', () => {
    expect(refusal(request('GET', '/readyz'), open, key)).toBeUndefined()
    const draining = refusal(request('GET', '/readyz'), { draining: true }, key)
    expect(draining?.status).toBe(503)
    expect(JSON.parse(draining?.body ?? '')).toEqual({ status: 'draining' })
    expect(refusal(request('GET', '/news'), { draining: true }, key)).toBeUndefined()
  })
})

describe('REST requests refused from their head', () => {
  it('refuses a body too large or of unknown length, and a malformed query', () => {
    const big = { 'content-length': String(REST_LIMITS.anonymousBodyBytes + 1) }
    expect(refusal(request('POST', '/api/users/login', big), open, key)?.status).toBe(413)
    const chunked = { 'transfer-encoding': 'chunked' }
    expect(refusal(request('POST', '/api/posts', chunked), open, key)?.status).toBe(411)
    const bad = refusal(request('GET', '/api/posts?where=junk'), open, key)
    expect(bad?.status).toBe(400)
    expect(JSON.parse(bad?.body ?? '{}')).toEqual({ errors: [{ message: expect.any(String) }] })
    // Pages are no REST: their bodies are Next's to judge.
    expect(refusal(request('POST', '/contacts', big), open, key)).toBeUndefined()
  })
})
