import {
  ANALYTICS_CONSENT,
  consentCookie,
  parseConsentCookie,
  type StoredConsent,
} from '@/lib/analytics-consent'
import { readCookie } from '@/lib/cookie'

/** The analytics decision this browser remembers, if any (issue 20). */
export function readStoredConsent(
  doc: Pick<Document, 'cookie'> = document,
): StoredConsent | undefined {
  return parseConsentCookie(readCookie(doc.cookie, ANALYTICS_CONSENT.cookie))
}

/** Remembers an analytics decision for a year (Secure on an HTTPS page). */
export function storeConsent(
  consent: StoredConsent,
  doc: Pick<Document, 'cookie'> = document,
  secure: boolean = window.location.protocol === 'https:',
): void {
  doc.cookie = consentCookie(consent, secure)
}
