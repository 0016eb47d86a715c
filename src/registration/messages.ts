/** What the registrant is told about a submission, in the page's language. */
import { createTranslator } from 'next-intl'

import { type RefusalTexts, refusalMessage } from '@/callback/messages'
import type { Locale } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'

import type { RegistrationOutcome } from './submit'

export function registrationTranslator(locale: Locale) {
  return createTranslator({ locale, messages: catalogue(locale), namespace: 'registration' })
}

/** The one line summing up an outcome (field messages come on top for `invalid`). */
export function registrationMessage(
  outcome: RegistrationOutcome | { kind: 'failed' },
  locale: Locale,
): string {
  const t = registrationTranslator(locale)
  switch (outcome.kind) {
    case 'registered':
      return t('registered')
    case 'waiting':
      return t('waitingListed')
    case 'already':
      return t('already')
    case 'closed':
      return t('closed')
    default:
      return refusalMessage(t as RefusalTexts, outcome)
  }
}
