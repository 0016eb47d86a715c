/**
 * The analytics consent cookie (issue 20): `<decision>.<consent id>.<text version>`, read by the
 * browser (the banner, the Metrika loader) and written there once the server stored the decision.
 * Pure, so tests and both sides read it the same way.
 */

/**
 * Consent to web analytics (152-FZ art. 9): Yandex Metrika loads only after a visitor accepted.
 * The choice is remembered in this cookie, and every decision is stored server-side as proof (the
 * `analytics-consents` collection).
 */
export const ANALYTICS_CONSENT = {
  cookie: 'analytics_consent',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  /**
   * Version of the banner's text (the `consent` messages shown before a decision). Change the text,
   * change this: a choice made under another version is asked again, and every stored record names
   * the version and a hash of the exact text it was given under (a unit test pins the hashes).
   */
  textVersion: '2026-11-26',
  /** Where the banner posts a decision (a Payload endpoint of the consent records). */
  endpoint: '/api/analytics-consents/record',
  /** Largest request body of a decision, in bytes (a decision is some 100 bytes). */
  maxBodyBytes: 1024,
  /** Per client address: decisions in a window (a person decides once, maybe changes their mind). */
  ipLimit: { points: 20, windowSeconds: 10 * 60 },
} as const

export const CONSENT_DECISIONS = ['granted', 'denied'] as const
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number]

/** A remembered decision: what, under which consent record, given to which version of the text. */
export type StoredConsent = { decision: ConsentDecision; consentId: string; textVersion: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The cookie's value, or undefined when it is missing or malformed. */
export function parseConsentCookie(value: string | undefined): StoredConsent | undefined {
  if (!value) return undefined
  const [decision, consentId, textVersion, ...rest] = value.split('.')
  if (rest.length || !decision || !consentId || !textVersion) return undefined
  if (!(CONSENT_DECISIONS as readonly string[]).includes(decision) || !UUID.test(consentId)) {
    return undefined
  }
  return { decision: decision as ConsentDecision, consentId, textVersion }
}

/**
 * The decision that holds now: one given to the current text. A decision given to an older
 * text counts as none, so the visitor is asked again (consent must be informed).
 */
export function currentDecision(
  stored: StoredConsent | undefined,
  textVersion: string = ANALYTICS_CONSENT.textVersion,
): ConsentDecision | undefined {
  return stored?.textVersion === textVersion ? stored.decision : undefined
}

/** The `document.cookie` string that remembers a decision: a year, SameSite=Lax, path /. */
export function consentCookie(consent: StoredConsent, secure: boolean): string {
  const value = `${consent.decision}.${consent.consentId}.${consent.textVersion}`
  return `${ANALYTICS_CONSENT.cookie}=${value}; Max-Age=${ANALYTICS_CONSENT.maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Whether a string is a consent id as the server makes them (a random UUID). */
export function isConsentId(value: string): boolean {
  return UUID.test(value)
}
