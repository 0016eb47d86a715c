/**
 * What a consent record proves was shown: the banner's text in the visitor's language, as written
 * in the catalogue for the current ANALYTICS_CONSENT.textVersion, hashed (SHA-256 of its messages
 * in display order). A unit test pins the hashes, so the text cannot change without a new version.
 */
import { createHash } from 'node:crypto'

import type { Locale } from '@/config/constants'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'

const catalogues = { ru, en } satisfies Record<Locale, { consent: typeof ru.consent }>

/** The banner's messages a visitor decides on, in the order they are read. */
export function consentText(locale: Locale): string[] {
  const { title, text, accept, decline } = catalogues[locale].consent
  return [title, text, accept, decline]
}

/** SHA-256 (hex) of the banner's text in `locale`. */
export function consentTextHash(locale: Locale): string {
  return createHash('sha256')
    .update(JSON.stringify(consentText(locale)))
    .digest('hex')
}
