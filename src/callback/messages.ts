/**
 * What the visitor is told about a submission, in their language: the same texts for the GraphQL
 * mutation and the form posted without JavaScript, and for every form built like the callback
 * form (its namespace holds the same keys: the subscription's `alerts`).
 */
import { createTranslator } from 'next-intl'

import type { Locale } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'

/** The forms whose catalogue namespace has the outcome messages below. */
export type FormNamespace = 'callback' | 'alerts'

/** Every outcome such a form's submission may have. */
export type FormOutcome =
  | { kind: 'sent' | 'too-fast' | 'expired' | 'failed' }
  | { kind: 'invalid'; errors: object }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

export function callbackTranslator(locale: Locale, namespace: FormNamespace = 'callback') {
  return createTranslator({ locale, messages: catalogue(locale), namespace })
}

/** The one line summing up an outcome (field messages come on top for `invalid`). */
export function outcomeMessage(
  outcome: FormOutcome,
  locale: Locale,
  namespace: FormNamespace = 'callback',
) {
  const t = callbackTranslator(locale, namespace)
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
