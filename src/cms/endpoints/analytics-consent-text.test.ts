import { describe, expect, it } from 'vitest'

import { ANALYTICS_CONSENT } from '@/lib/analytics-consent'

import { consentRequestSchema } from './analytics-consent'
import { consentText, consentTextHash } from './analytics-consent-text'

/**
 * The banner's text per version, as hashed into every consent record. Changed the `consent` texts?
 * Give ANALYTICS_CONSENT.textVersion a new value and add its hashes here: visitors are then asked
 * again, and the records keep saying which text each decision was given to.
 */
const HASHES: Record<string, { ru: string; en: string }> = {
  '2026-11-26': {
    ru: '6e457e02f53683c34652f6d019b4ae58ea45820da607d60e6cc8d37885082f6e',
    en: 'd924cfbd78ac78eeeecca19684867e660e8561cfa527331c529665f19f38f24f',
  },
}

describe('the consent text', () => {
  it('has not changed without a new text version', () => {
    expect(HASHES[ANALYTICS_CONSENT.textVersion]).toEqual({
      ru: consentTextHash('ru'),
      en: consentTextHash('en'),
    })
  })

  it('names the counter in both languages', () => {
    expect(consentText('ru').join(' ')).toContain('Яндекс Метрик')
    expect(consentText('en').join(' ')).toContain('Yandex Metrika')
  })
})

describe('a consent request', () => {
  const valid = { decision: 'granted', locale: 'ru', textVersion: ANALYTICS_CONSENT.textVersion }

  it("takes a decision; the consent id is the server's to make, never the client's", () => {
    expect(consentRequestSchema.safeParse(valid).success).toBe(true)
    const id = '0b6f3c1e-8d7a-4f2b-9c3d-2a1b0c9d8e7f'
    expect(consentRequestSchema.safeParse({ ...valid, consentId: id }).success).toBe(false)
  })

  it('refuses anything else', () => {
    for (const bad of [
      { ...valid, decision: 'maybe' },
      { ...valid, locale: 'de' },
      { ...valid, textVersion: '' },
      { ...valid, consentId: 'me' },
      { ...valid, ip: '1.2.3.4' },
      { decision: 'denied' },
    ]) {
      expect(consentRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})
