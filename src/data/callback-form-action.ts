'use server'
/**
 * The callback form posted without JavaScript (a server action): the same submission as the
 * GraphQL mutation, answered by the page itself with the outcome and the visitor's input.
 */
import { headers } from 'next/headers'
import type { CallbackFormState } from '@/callback/form-state'
import { outcomeMessage } from '@/callback/messages'
import { submitCallback } from '@/callback/submit'
import { LOCALES, type Locale } from '@/config/constants'
import { payloadClient } from '@/data/payload'
import { clientIpFrom } from '@/lib/client-ip'
import { logError } from '@/lib/logger'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export async function sendCallbackForm(
  _previous: CallbackFormState,
  form: FormData,
): Promise<CallbackFormState> {
  const given = text(form, 'locale')
  const locale: Locale = (LOCALES as readonly string[]).includes(given) ? (given as Locale) : 'ru'
  const values = {
    name: text(form, 'name'),
    phone: text(form, 'phone'),
    comment: text(form, 'comment'),
    agreement: form.get('agreement') === 'on',
  }
  const submission = {
    ...values,
    locale: given,
    page: text(form, 'page') || undefined,
    formToken: text(form, 'formToken'),
    website: text(form, 'website'),
  }
  try {
    const outcome = await submitCallback(submission, {
      payload: await payloadClient(),
      clientIp: clientIpFrom(await headers()),
    })
    const message = outcomeMessage(outcome, locale)
    switch (outcome.kind) {
      case 'sent':
        return { status: 'sent', message, errors: {}, values: { ...values, comment: '' } }
      case 'invalid':
        return { status: 'invalid', message, errors: outcome.errors, values }
      default:
        return { status: 'refused', message, errors: {}, values }
    }
  } catch (error) {
    logError('callback request could not be stored', error)
    return {
      status: 'failed',
      message: outcomeMessage({ kind: 'failed' }, locale),
      errors: {},
      values,
    }
  }
}
