import { createHash, createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { personalKey } from './personal-key'

const SECRET = 'a-secret-of-thirty-two-characters'
const PHONE = '+79123456789'

describe('personalKey', () => {
  it('is the same for the same value and secret (every instance counts together)', () => {
    expect(personalKey(SECRET, PHONE)).toBe(personalKey(SECRET, PHONE))
    expect(personalKey(SECRET, PHONE)).toMatch(/^[\w-]{43}$/)
  })

  it('holds nothing of the value', () => {
    const key = personalKey(SECRET, PHONE)
    expect(key).not.toContain('9123456789')
  })

  it('tells values apart', () => {
    expect(personalKey(SECRET, PHONE)).not.toBe(personalKey(SECRET, '+79123456780'))
  })

  it('cannot be made without the secret: another secret, a plain or a raw-secret digest differ', () => {
    const key = personalKey(SECRET, PHONE)
    expect(personalKey(`${SECRET}!`, PHONE)).not.toBe(key)
    const plain = createHash('sha256').update(PHONE).digest('base64url')
    const rawSecret = createHmac('sha256', SECRET).update(PHONE).digest('base64url')
    expect([plain, rawSecret]).not.toContain(key)
  })
})
