/**
 * What the visitor is told about a submission, in their language: the same texts for the GraphQL
 * mutation and the form posted without JavaScript, and for every form built like the callback
 * form (its namespace holds the same keys: the subscription's `alerts`, the event registration's
 * `registration`); the application form speaks with the callback form's.
 */
import { createTranslator } from 'next-intl'

import type { Locale } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'

/** The forms whose catalogue namespace has the outcome messages below. */
export type FormNamespace = 'callback' | 'alerts'

/** Every outcome but success such a form's submission may have. */
type Unsent =
  | { kind: 'too-fast' | 'expired' | 'failed' }
  | { kind: 'invalid'; errors: object }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

/** Every outcome such a form's submission may have. */
export type FormOutcome = { kind: 'sent' } | Unsent

export function callbackTranslator(locale: Locale, namespace: FormNamespace = 'callback') {
  return createTranslator({ locale, messages: catalogue(locale), namespace })
}

/** The refusals every form gives: their outcomes share these kinds. */
export type FormRefusal =
  | { kind: 'invalid'; errors: Record<string, string | undefined> }
  | { kind: 'too-fast' }
  | { kind: 'expired' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

/** The messages of a form's namespace a refusal reads: `summary` and `tooMany` take a number. */
export type RefusalTexts = (
  key: 'summary' | 'tooFast' | 'expired' | 'tooMany' | 'failure',
  values?: Record<string, number>,
) => string

/** A refusal's line, from a form's namespace (each has these keys in its own words). */
export function refusalMessage(t: RefusalTexts, outcome: Unsent): string {
  switch (outcome.kind) {
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

/** The one line summing up an outcome (field messages come on top for `invalid`). */
export function outcomeMessage(
  outcome: FormOutcome,
  locale: Locale,
  namespace: FormNamespace = 'callback',
): string {
  const t = callbackTranslator(locale, namespace)
  return outcome.kind === 'sent' ? t('success') : refusalMessage(t as RefusalTexts, outcome)
}
