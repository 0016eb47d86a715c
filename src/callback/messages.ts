/**
 * What the visitor is told about a submission, in their language: the same texts for the GraphQL
 * mutation and the form posted without JavaScript.
 */
import { createTranslator } from 'next-intl'

import type { Locale } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'

import type { CallbackOutcome } from './submit'

export function callbackTranslator(locale: Locale) {
  return createTranslator({
    locale,
    messages: catalogue(locale),
    namespace: 'callback',
  })
}

/** The one line summing up an outcome (field messages come on top for `invalid`). */
export function outcomeMessage(outcome: CallbackOutcome | { kind: 'failed' }, locale: Locale) {
  const t = callbackTranslator(locale)
  switch (outcome.kind) {
    case 'sent':
      return t('success')
    case 'invalid':
      return t('summary', { count: Object.keys(outcome.errors).length })
    case 'too-fast':
      return t('tooFast')
    case 'expired':
      return t('expired')
    case 'rate-limited':
      return t('tooMany', { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) })
    case 'failed':
      return t('failure')
  }
}
