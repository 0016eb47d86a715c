import { describe, expect, it } from 'vitest'

import {
  ANALYTICS_CONSENT,
  consentCookie,
  currentDecision,
  parseConsentCookie,
} from './analytics-consent'

const id = '0b6f3c1e-8d7a-4f2b-9c3d-2a1b0c9d8e7f'

describe('analytics consent cookie', () => {
  it('reads back what it writes', () => {
    const consent = { decision: 'granted' as const, consentId: id, textVersion: '2026-11-26' }
    const cookie = consentCookie(consent, false)
    expect(cookie).toBe(
      `analytics_consent=granted.${id}.2026-11-26; Max-Age=31536000; Path=/; SameSite=Lax`,
    )
    const value = cookie.split(';')[0]?.split('=')[1]
    expect(parseConsentCookie(value)).toEqual(consent)
    expect(consentCookie(consent, true)).toMatch(/; Secure$/)
  })

  it('refuses malformed values', () => {
    for (const value of [
      undefined,
      '',
      'granted',
      `maybe.${id}.1`,
      'granted.not-an-id.1',
      `granted.${id}`,
      `granted.${id}.1.2`,
    ]) {
      expect(parseConsentCookie(value), String(value)).toBeUndefined()
    }
  })

  it('counts a decision only for the current text', () => {
    const stored = { decision: 'denied' as const, consentId: id, textVersion: 'old' }
    expect(currentDecision(stored)).toBeUndefined()
    expect(currentDecision({ ...stored, textVersion: ANALYTICS_CONSENT.textVersion })).toBe(
      'denied',
    )
    expect(currentDecision(undefined)).toBeUndefined()
  })
})
