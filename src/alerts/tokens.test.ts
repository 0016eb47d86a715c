import { describe, expect, it } from 'vitest'

import { alertToken, checkAlertToken, newTokenSalt, tokenSubscriberId } from './tokens'

const SECRET = 'test-secret'

describe('the alerts’ link tokens', () => {
  const subscriber = { id: 42, tokenSalt: newTokenSalt() }

  it('checks a token of its purpose, for its subscriber and salt only', () => {
    const manage = alertToken(SECRET, 'manage', subscriber)
    expect(tokenSubscriberId(manage)).toBe(42)
    expect(checkAlertToken(SECRET, 'manage', manage, subscriber)).toBe(true)
    expect(checkAlertToken(SECRET, 'confirm', manage, subscriber)).toBe(false)
    expect(checkAlertToken('other-secret', 'manage', manage, subscriber)).toBe(false)
    expect(checkAlertToken(SECRET, 'manage', manage, { id: 42, tokenSalt: newTokenSalt() })).toBe(
      false,
    )
    expect(checkAlertToken(SECRET, 'manage', manage, { id: 42, tokenSalt: null })).toBe(false)
  })

  it('refuses another subscriber’s id under a signature, and malformed text', () => {
    const token = alertToken(SECRET, 'confirm', subscriber)
    const forged = token.replace(/^42\./, '43.')
    expect(checkAlertToken(SECRET, 'confirm', forged, { ...subscriber, id: 43 })).toBe(false)
    for (const text of ['', '42', '42.', 'x.abc', `${token}x`]) {
      expect(checkAlertToken(SECRET, 'confirm', text, subscriber)).toBe(false)
    }
    expect(tokenSubscriberId('nonsense')).toBeNull()
  })
})
