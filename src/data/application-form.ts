import 'server-only'

import {
  type ApplicationAnswer,
  answerApplicationForm,
  tooLargeAnswer,
} from '@/callback/application-answer'
import { EMPTY_APPLICATION_VALUES } from '@/callback/application-form-state'
import { LOCALES, type Locale } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'
import { APPLICATION_FORM } from '@/lib/application-form'
import { clientIpFrom } from '@/lib/client-ip'

import { payloadClient } from './payload'

type HeaderReader = { get(name: string): string | null }

/** The language a form names, or Russian for anything else. */
export const formLocale = (value: unknown): Locale =>
  (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : 'ru'

/** Submits a posted application form and answers it (src/callback/application-answer.ts). */
export function submitApplicationForm(
  form: FormData,
  locale: Locale,
  headers: HeaderReader,
): Promise<ApplicationAnswer> {
  return answerApplicationForm(form, locale, {
    payload: payloadClient,
    clientIp: clientIpFrom(headers),
  })
}

/**
 * What is wrong with a request's declared body before it is read: not a form (415), of unknown
 * length (411) or larger than a CV and its fields (413).
 */
export function applicationBodyProblem(
  headers: HeaderReader,
  locale: Locale,
): ApplicationAnswer | undefined {
  const texts = catalogue(locale).application.refusals
  if (!headers.get('content-type')?.startsWith('multipart/form-data')) {
    return refusal(415, texts.notAForm)
  }
  const length = Number(headers.get('content-length') ?? Number.NaN)
  if (!Number.isSafeInteger(length)) return refusal(411, texts.noLength)
  if (length > APPLICATION_FORM.maxBodyBytes)
    return tooLargeAnswer(locale, EMPTY_APPLICATION_VALUES)
  return undefined
}

/** A refusal of the request itself, not of the visitor's input. */
export function refusal(status: number, message: string): ApplicationAnswer {
  return {
    status,
    state: { status: 'refused', message, errors: {}, values: EMPTY_APPLICATION_VALUES },
  }
}
