import { type FormEvent, useActionState, useState } from 'react'

import {
  type CallbackFormValues,
  EMPTY_CALLBACK_VALUES,
  INITIAL_CALLBACK_STATE,
} from '@/callback/form-state'
import type { CallbackField, CallbackFieldErrors } from '@/callback/schema'
import type { Locale } from '@/config/constants'
import { sendCallbackForm } from '@/data/callback-form-action'
import { CALLBACK_FORM } from '@/lib/callback-form'

import {
  type CallbackFormTexts,
  fieldId,
  type Problems,
  problemsOf,
  SEND_ID,
  STATUS_ID,
  SUMMARY_ID,
  wrongFields,
} from './callback-form-fields'
import { refusalOf } from './callback-form-outcome'
import { sendCallbackRequest } from './callback-mutations'
import { useAfterPointerRelease } from './use-after-pointer-release'
import { useFocusAfterRender } from './use-focus-after-render'
import { useFormToken } from './use-form-token'

type Validate = (values: CallbackFormValues) => CallbackFieldErrors

let validator: Promise<Validate | undefined> | undefined
/**
 * The shared schema (zod and libphonenumber-js, about 60 kB gzip) loads when the visitor first
 * focuses the form, never with the page. If it cannot load, the server still checks everything.
 */
function loadValidator(): Promise<Validate | undefined> {
  validator ??= import('./validate-callback').then(
    (module) => module.validateCallback,
    () => {
      validator = undefined
      return undefined
    },
  )
  return validator
}

/**
 * The callback form's state and what it does: with JavaScript it is checked in the browser (lazily,
 * field by field) and sent by the GraphQL mutation; without, the same form posts to the server
 * action `sendCallbackForm` and the page answers with the outcome (useActionState carries it into
 * the form either way). `page` is the path the form is shown on, `token` the page's form token.
 */
export function useCallbackForm({
  texts,
  locale,
  page,
  token,
}: {
  texts: CallbackFormTexts
  locale: Locale
  page: string
  token: string
}) {
  // The page's own path as the permalink: the server-rendered form then posts to it
  // (action="/contacts") instead of an empty action="", which is not valid HTML.
  const [state, formAction] = useActionState(sendCallbackForm, INITIAL_CALLBACK_STATE, page)
  const [values, setValues] = useState(state.values)
  const [problems, setProblems] = useState(() => problemsOf(state.errors, texts))
  const [summary, setSummary] = useState(state.status === 'invalid')
  const [alert, setAlert] = useState(
    state.status === 'refused' || state.status === 'failed'
      ? state.message
      : state.errors.page && texts.errors[state.errors.page],
  )
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>(
    state.status === 'sent' ? 'sent' : 'idle',
  )
  const formToken = useFormToken(token)
  const focusAfterRender = useFocusAfterRender()
  const afterPointerRelease = useAfterPointerRelease()

  /** On the form's first focus: the validator loads, and a token that could not be had is asked again. */
  function prepare() {
    void loadValidator()
    formToken.renewIfFailed()
  }

  async function check(next: CallbackFormValues): Promise<Problems | undefined> {
    const validate = await loadValidator()
    return validate && problemsOf(validate(next), texts)
  }

  /** Re-checks one field: on leaving it (once it holds something) and as it is corrected. */
  async function recheck(field: CallbackField, next: CallbackFormValues) {
    const found = await check(next)
    if (found) setProblems((shown) => ({ ...shown, [field]: found[field] }))
  }

  function update<F extends CallbackField>(field: F, value: CallbackFormValues[F]) {
    // From the latest state, not this render's: keys pressed faster than renders must not undo
    // another field's input.
    setValues((current) => ({ ...current, [field]: value }))
    if (problems[field]) void recheck(field, { ...values, [field]: value })
  }

  function leave(field: CallbackField) {
    // Tabbing through an empty form is not a mistake yet: empty fields are reported on sending.
    if (!values[field] && !problems[field]) return
    const left = values
    // Focus left for a button or link being clicked: check after the click (see the hook).
    afterPointerRelease(() => void recheck(field, left))
  }

  /** Shows the fields' problems and the summary, which takes focus; false when there are none. */
  function report(found: Problems): boolean {
    setProblems(found)
    const bad = wrongFields(found).length > 0
    setSummary(bad)
    if (bad) {
      setAlert(undefined)
      focusAfterRender(SUMMARY_ID)
    }
    return bad
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the form goes over GraphQL: preventing the submit also stops React's action.
    event.preventDefault()
    if (phase === 'sending') return
    const website = new FormData(event.currentTarget).get(CALLBACK_FORM.honeypotField)
    const found = await check(values)
    if (found && report(found)) return
    setPhase('sending')
    setAlert(undefined)
    const result = await sendCallbackRequest({
      ...values,
      locale,
      page,
      formToken: formToken.current(),
      website: typeof website === 'string' ? website : '',
    })
    if (result.kind === 'sent') {
      // The server takes a form's token once: another request from this form needs a new one.
      formToken.renew()
      setPhase('sent')
      setValues(EMPTY_CALLBACK_VALUES)
      setProblems({})
      setSummary(false)
      focusAfterRender(STATUS_ID)
      return
    }
    setPhase('idle')
    focusAfterRender(SEND_ID)
    const refusal = refusalOf(result, texts)
    if (refusal.problems && report(refusal.problems)) return
    setAlert(refusal.alert)
    if (refusal.renew === 'now') formToken.renew()
    else if (refusal.renew === 'if-failed') formToken.renewIfFailed()
  }

  /** "Send another": an empty form again, its first field focused. */
  function again(event: FormEvent) {
    event.preventDefault()
    setPhase('idle')
    setValues(EMPTY_CALLBACK_VALUES)
    setAlert(undefined)
    focusAfterRender(fieldId('name'))
  }

  return {
    formAction,
    values,
    problems,
    /** The fields the error summary lists: shown after a check that found some. */
    listed: summary ? wrongFields(problems) : [],
    alert,
    sent: phase === 'sent',
    sending: phase === 'sending',
    prepare,
    update,
    leave,
    send,
    again,
  }
}
