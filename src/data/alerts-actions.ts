'use server'
/**
 * The subscription's forms, posted with or without JavaScript (server actions): subscribe,
 * change the choice, confirm, unsubscribe. Each answers with the outcome in the visitor's language.
 */
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import {
  type AlertFormState,
  type AlertFormValues,
  type ButtonFormState,
  UNSUBSCRIBED_PARAM,
} from '@/alerts/form-state'
import { ALERT_PATHS } from '@/alerts/links'
import type { AlertFieldErrors } from '@/alerts/schema'
import { changeChoice, confirmSubscription, subscribe, unsubscribe } from '@/alerts/subscription'
import { callbackTranslator, outcomeMessage } from '@/callback/messages'
import { LOCALES, type Locale } from '@/config/constants'
import { payloadClient } from '@/data/payload'
import { getSiteTexts } from '@/data/site-texts'
import { clientIpFrom } from '@/lib/client-ip'
import { logError } from '@/lib/logger'
import { localizedHref } from '@/lib/page-metadata'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
const texts = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === 'string')
const localeOf = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'ru'

function valuesOf(form: FormData, locale: Locale): AlertFormValues {
  return {
    email: text(form, 'email'),
    practices: texts(form, 'practices'),
    kinds: texts(form, 'kinds'),
    language: LOCALES.find((l) => l === text(form, 'language')) ?? locale,
    agreement: form.get('agreement') === 'on',
  }
}

function messagesOf(errors: AlertFieldErrors, locale: Locale): AlertFormState['errors'] {
  const t = callbackTranslator(locale, 'alerts')
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, t(`errors.${key}`)]),
  )
}

/** The subscription form. */
export async function subscribeAction(
  _previous: AlertFormState,
  form: FormData,
): Promise<AlertFormState> {
  const given = text(form, 'locale')
  const locale = localeOf(given)
  const values = valuesOf(form, locale)
  try {
    const outcome = await subscribe(
      {
        email: values.email,
        practices: values.practices,
        kinds: values.kinds,
        language: text(form, 'language'),
        agreement: values.agreement,
        locale: given,
        formToken: text(form, 'formToken'),
        website: text(form, 'website'),
      },
      { payload: await payloadClient(), clientIp: clientIpFrom(await headers()) },
    )
    const message = outcomeMessage(outcome, locale, 'alerts')
    if (outcome.kind === 'sent') {
      // Read after the subscriber is stored: a failed read must not report it as failed.
      const written = await getSiteTexts(locale).then(
        (texts) => texts.news?.alertsSuccess,
        () => undefined,
      )
      return { status: 'sent', message: written || message, errors: {}, values }
    }
    if (outcome.kind === 'invalid') {
      return { status: 'invalid', message, errors: messagesOf(outcome.errors, locale), values }
    }
    return { status: 'refused', message, errors: {}, values }
  } catch (error) {
    logError('alert subscription could not be stored', error)
    const message = outcomeMessage({ kind: 'failed' }, locale, 'alerts')
    return { status: 'failed', message, errors: {}, values }
  }
}

/** The choice changed from the link in a mail. */
export async function changeChoiceAction(
  _previous: AlertFormState,
  form: FormData,
): Promise<AlertFormState> {
  const locale = localeOf(text(form, 'locale'))
  const values = valuesOf(form, locale)
  const t = callbackTranslator(locale, 'alerts')
  try {
    const outcome = await changeChoice(await payloadClient(), text(form, 'token'), {
      practices: values.practices,
      kinds: values.kinds,
      language: text(form, 'language'),
    })
    if (outcome.kind === 'saved')
      return { status: 'saved', message: t('saved'), errors: {}, values }
    if (outcome.kind === 'expired') {
      return { status: 'refused', message: t('invalidLink'), errors: {}, values }
    }
    const message = outcomeMessage(outcome, locale, 'alerts')
    return { status: 'invalid', message, errors: messagesOf(outcome.errors, locale), values }
  } catch (error) {
    logError('alert choice could not be stored', error)
    return { status: 'failed', message: t('failure'), errors: {}, values }
  }
}

async function buttonAction(
  form: FormData,
  run: (token: string) => Promise<boolean>,
  doneKey: 'confirmed' | 'unsubscribed',
): Promise<ButtonFormState> {
  const t = callbackTranslator(localeOf(text(form, 'locale')), 'alerts')
  try {
    if (await run(text(form, 'token'))) return { status: 'done', message: t(doneKey) }
    return { status: 'invalid', message: t('invalidLink') }
  } catch (error) {
    logError(`alert subscription: ${doneKey} failed`, error)
    return { status: 'failed', message: t('failure') }
  }
}

/** The confirmation link's button. */
export async function confirmAction(
  _previous: ButtonFormState,
  form: FormData,
): Promise<ButtonFormState> {
  const payload = await payloadClient()
  return buttonAction(form, (token) => confirmSubscription(payload, token), 'confirmed')
}

/**
 * The unsubscribe button (the same as a request to delete one's data). Done, it leads to the page
 * that says so: the manage page it was pressed on has nothing left to show.
 */
export async function unsubscribeAction(
  _previous: ButtonFormState,
  form: FormData,
): Promise<ButtonFormState> {
  const payload = await payloadClient()
  const state = await buttonAction(form, (token) => unsubscribe(payload, token), 'unsubscribed')
  if (state.status !== 'done') return state
  const locale = localeOf(text(form, 'locale'))
  redirect(`${localizedHref(locale, ALERT_PATHS.manage)}?${UNSUBSCRIBED_PARAM}`)
}
