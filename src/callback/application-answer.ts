/**
 * A multipart application form read, submitted and answered: the state the form shows and the
 * HTTP status saying the same, in the visitor's language. Both doors (the route handler, the
 * server action) answer through this.
 */
import type { Payload } from 'payload'

import type { Locale } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'
import { APPLICATION_FORM } from '@/lib/application-form'
import { logError } from '@/lib/logger'

import {
  APPLICATION_FIELDS,
  type ApplicationErrorKey,
  type ApplicationFieldErrors,
  type ApplicationOutcome,
  submitApplication,
} from './application'
import type { ApplicationFormState, ApplicationFormValues } from './application-form-state'
import { outcomeMessage } from './messages'

export type ApplicationAnswer = {
  state: ApplicationFormState
  status: number
  /** When rate-limited: seconds until the next try (Retry-After). */
  retryAfterSeconds?: number
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** An error key's message: the application's own text, else the callback form's for that field. */
function errorText(key: ApplicationErrorKey, locale: Locale): string {
  const messages = catalogue(locale)
  const own = messages.application.errors as Record<string, string>
  const shared = messages.callback.errors as Record<string, string>
  return own[key] ?? shared[key] ?? key
}

function errorTexts(
  errors: ApplicationFieldErrors,
  locale: Locale,
): ApplicationFormState['errors'] {
  const texts: ApplicationFormState['errors'] = {}
  for (const field of APPLICATION_FIELDS) {
    const key = errors[field]
    if (key) texts[field] = errorText(key, locale)
  }
  return texts
}

/** The answer to an outcome (or to a failure to store, `failed`). */
export function applicationAnswer(
  outcome: ApplicationOutcome | { kind: 'failed' },
  locale: Locale,
  values: ApplicationFormValues,
): ApplicationAnswer {
  switch (outcome.kind) {
    case 'sent':
      return {
        status: 201,
        state: {
          status: 'sent',
          message: catalogue(locale).application.success,
          errors: {},
          values: { ...values, coverNote: '' },
        },
      }
    case 'invalid': {
      const state: ApplicationFormState = {
        status: 'invalid',
        message: outcomeMessage(outcome, locale),
        errors: errorTexts(outcome.errors, locale),
        values,
      }
      return { status: outcome.errors.cv === 'cvTooLarge' ? 413 : 400, state }
    }
    case 'rate-limited':
      return {
        status: 429,
        retryAfterSeconds: outcome.retryAfterSeconds,
        state: { status: 'refused', message: outcomeMessage(outcome, locale), errors: {}, values },
      }
    case 'failed':
      return {
        status: 503,
        state: { status: 'failed', message: outcomeMessage(outcome, locale), errors: {}, values },
      }
    default:
      return {
        status: 400,
        state: { status: 'refused', message: outcomeMessage(outcome, locale), errors: {}, values },
      }
  }
}

/** The answer to a body over the form's bound, refused before it is read. */
export function tooLargeAnswer(locale: Locale, values: ApplicationFormValues): ApplicationAnswer {
  return applicationAnswer({ kind: 'invalid', errors: { cv: 'cvTooLarge' } }, locale, values)
}

/** Reads, submits and answers one posted form. */
export async function answerApplicationForm(
  form: FormData,
  locale: Locale,
  context: { payload: () => Promise<Payload>; clientIp: string },
): Promise<ApplicationAnswer> {
  const values: ApplicationFormValues = {
    vacancy: text(form, 'vacancy'),
    name: text(form, 'name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    coverNote: text(form, 'coverNote'),
    agreement: form.get('agreement') === 'on',
  }
  const file = form.get('cv')
  // A browser sends an empty file part when none was chosen.
  const bytes =
    file instanceof Blob && file.size > 0 && file.size <= APPLICATION_FORM.cvMaxBytes
      ? new Uint8Array(await file.arrayBuffer())
      : undefined
  if (file instanceof Blob && file.size > APPLICATION_FORM.cvMaxBytes) {
    return tooLargeAnswer(locale, values)
  }
  const submission = {
    ...values,
    locale: text(form, 'locale') || locale,
    formToken: text(form, 'formToken'),
    website: text(form, 'website'),
  }
  try {
    const outcome = await submitApplication(submission, bytes && { bytes }, {
      payload: await context.payload(),
      clientIp: context.clientIp,
    })
    return applicationAnswer(outcome, locale, values)
  } catch (error) {
    logError('application could not be stored', error)
    return applicationAnswer({ kind: 'failed' }, locale, values)
  }
}
