import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { isValidSessionToken, payloadSigningKey, sessionTokenOf } from './session-token'

const key = payloadSigningKey('a-secret-of-sixteen-chars')
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function sign(body: unknown, signingKey = key, header: unknown = { alg: 'HS256', typ: 'JWT' }) {
  const unsigned = `${b64(header)}.${b64(body)}`
  return `${unsigned}.${createHmac('sha256', signingKey).update(unsigned).digest('base64url')}`
}

describe('session tokens', () => {
  const now = 1_800_000_000
  it('accepts an unexpired token signed with the key', () => {
    expect(isValidSessionToken(sign({ id: 1, exp: now + 60 }), key, now)).toBe(true)
  })
  it('refuses expired, foreign, unsigned and malformed tokens', () => {
    expect(isValidSessionToken(sign({ id: 1, exp: now - 1 }), key, now)).toBe(false)
    expect(isValidSessionToken(sign({ id: 1 }), key, now)).toBe(false)
    const other = payloadSigningKey('another-secret-sixteen')
    expect(isValidSessionToken(sign({ id: 1, exp: now + 60 }, other), key, now)).toBe(false)
    const none = sign({ id: 1, exp: now + 60 }, key, { alg: 'none' })
    expect(isValidSessionToken(none, key, now)).toBe(false)
    for (const junk of [undefined, '', 'a.b', 'a.b.c', '...', 'x'.repeat(50)]) {
      expect(isValidSessionToken(junk, key, now)).toBe(false)
    }
  })
  it('reads the token from the Authorization header or the session cookie', () => {
    expect(sessionTokenOf({ authorization: 'JWT abc' })).toBe('abc')
    expect(sessionTokenOf({ authorization: 'Bearer abc' })).toBe('abc')
    expect(sessionTokenOf({ cookie: 'a=1; collegium-token=xyz; b=2' })).toBe('xyz')
    expect(sessionTokenOf({ cookie: 'payload-token=xyz' })).toBeUndefined()
  })
})
