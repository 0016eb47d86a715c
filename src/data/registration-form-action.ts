'use server'
/**
 * The event registration form and the cancel page's button, as server actions: they work without
 * JavaScript (the page answers the post) and with it (React sends the same action).
 */
import { headers } from 'next/headers'

import { LOCALES, type Locale } from '@/config/constants'
import { payloadClient } from '@/data/payload'
import { getSiteTexts } from '@/data/site-texts'
import { clientIpFrom } from '@/lib/client-ip'
import { logError } from '@/lib/logger'
import type { CancelState, RegistrationFormState } from '@/registration/form-state'
import { registrationMessage } from '@/registration/messages'
import { cancelRegistration, submitRegistration } from '@/registration/submit'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The page texts global's words for a registration, when staff wrote them; else the catalogue's.
 * Read after the registration is stored: a failed read must not report a stored one as failed.
 */
async function doneMessage(kind: 'registered' | 'waiting', locale: Locale, standard: string) {
  const copy = await getSiteTexts(locale).then(
    (texts) => texts.events,
    () => undefined,
  )
  return (
    (kind === 'registered' ? copy?.registrationSuccess : copy?.registrationWaitingSuccess) ||
    standard
  )
}

export async function sendRegistrationForm(
  _previous: RegistrationFormState,
  form: FormData,
): Promise<RegistrationFormState> {
  const given = text(form, 'locale')
  const locale: Locale = (LOCALES as readonly string[]).includes(given) ? (given as Locale) : 'ru'
  const values = {
    name: text(form, 'name'),
    email: text(form, 'email'),
    company: text(form, 'company'),
    position: text(form, 'position'),
    phone: text(form, 'phone'),
    question: text(form, 'question'),
    agreement: form.get('agreement') === 'on',
  }
  // Only the fields the form showed are sent on: the schema refuses the rest.
  const shown = Object.fromEntries(
    Object.entries(values).filter(([name]) => name === 'agreement' || form.has(name)),
  )
  const submission = {
    ...shown,
    event: text(form, 'event'),
    locale: given,
    formToken: text(form, 'formToken'),
    website: text(form, 'website'),
  }
  try {
    const outcome = await submitRegistration(submission, {
      payload: await payloadClient(),
      clientIp: clientIpFrom(await headers()),
    })
    const message = registrationMessage(outcome, locale)
    switch (outcome.kind) {
      case 'registered':
      case 'waiting':
        return {
          status: 'done',
          message: await doneMessage(outcome.kind, locale, message),
          errors: {},
          values,
        }
      case 'invalid':
        return { status: 'invalid', message, errors: outcome.errors, values }
      default:
        return { status: 'refused', message, errors: {}, values }
    }
  } catch (error) {
    logError('event registration could not be stored', error)
    return {
      status: 'failed',
      message: registrationMessage({ kind: 'failed' }, locale),
      errors: {},
      values,
    }
  }
}

/** The cancel page's button: the registration is cancelled by this POST, never by opening the link. */
export async function cancelRegistrationForm(
  _previous: CancelState,
  form: FormData,
): Promise<CancelState> {
  try {
    return { status: await cancelRegistration(await payloadClient(), text(form, 'token')) }
  } catch (error) {
    logError('event registration could not be cancelled', error)
    return { status: 'failed' }
  }
}
