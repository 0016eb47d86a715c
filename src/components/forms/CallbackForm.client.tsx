'use client'

import {
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  useActionState,
  useEffect,
  useRef,
  useState,
} from 'react'
import {
  type CallbackFormValues,
  EMPTY_CALLBACK_VALUES,
  INITIAL_CALLBACK_STATE,
} from '@/callback/form-state'
import type { CallbackField, CallbackFieldErrors } from '@/callback/schema'
import { CALLBACK, type Locale } from '@/config/constants'
import { sendCallbackForm } from '@/data/callback-form-action'

import styles from './callback-form.module.css'
import type { CallbackFormTexts } from './callback-form-texts'
import { openCallbackForm, sendCallbackRequest } from './callback-mutations'
import { characterCount, commentCountText } from './comment-count'

/** The schema's CALLBACK_FIELDS, in the form's order: importing them would bring zod along. */
const FIELDS = ['name', 'phone', 'comment', 'agreement'] as const satisfies CallbackField[]

/** Field → the message shown under it. */
type Problems = Partial<Record<CallbackField, string>>
type Validate = (values: CallbackFormValues) => CallbackFieldErrors

const fieldId = (field: CallbackField) => `callback-${field}`
const SUMMARY_ID = 'callback-summary'
const STATUS_ID = 'callback-status'
const SEND_ID = 'callback-send'

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

function problemsOf(errors: CallbackFieldErrors, texts: CallbackFormTexts): Problems {
  const problems: Problems = {}
  for (const field of FIELDS) {
    const key = errors[field]
    if (key) problems[field] = texts.errors[key]
  }
  return problems
}

type Props = {
  texts: CallbackFormTexts
  locale: Locale
  /** The path the form is shown on (/en/contacts), stored with the request. */
  page: string
  /** A token rendered by the server: the form posted without JavaScript sends it. */
  token: string
}

/**
 * The callback form. With JavaScript it is checked in the browser and sent by the GraphQL
 * mutation; without, the same form posts to the server action `sendCallbackForm` and the page
 * answers with the outcome (useActionState carries it into this component either way).
 */
export function CallbackForm({ texts, locale, page, token }: Props) {
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
  /** The token sent over GraphQL: the server's until a fresh one comes (the fill time counts from it). */
  const formToken = useRef(token)
  const tokenState = useRef<'asking' | 'fresh' | 'failed'>('asking')
  const focusNext = useRef<string | undefined>(undefined)
  /** Whether a pointer (mouse button, finger) is down anywhere on the page. */
  const pressing = useRef(false)

  async function renewToken() {
    tokenState.current = 'asking'
    const fresh = await openCallbackForm()
    if (fresh) formToken.current = fresh
    tokenState.current = fresh ? 'fresh' : 'failed'
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is shown
  useEffect(() => {
    void renewToken()
  }, [])

  useEffect(() => {
    const press = (event: PointerEvent) => {
      pressing.current = event.type === 'pointerdown'
    }
    for (const type of ['pointerdown', 'pointerup', 'pointercancel']) {
      addEventListener(type, press as EventListener, true)
    }
    return () => {
      for (const type of ['pointerdown', 'pointerup', 'pointercancel']) {
        removeEventListener(type, press as EventListener, true)
      }
    }
  }, [])

  // Focus moves after the render that shows its target (summary, status, a field).
  useEffect(() => {
    const id = focusNext.current
    focusNext.current = undefined
    if (id) document.getElementById(id)?.focus()
  })

  function prepare() {
    void loadValidator()
    if (tokenState.current === 'failed') void renewToken()
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
    // Focus left for a button or link being clicked: a message shown now would move it from under
    // the pointer before the button is released, and the click would be lost. Check after it.
    if (!pressing.current) {
      void recheck(field, left)
      return
    }
    const released = () => {
      removeEventListener('pointerup', released)
      removeEventListener('pointercancel', released)
      // After the click, which comes in the same task as the release.
      setTimeout(() => void recheck(field, left))
    }
    addEventListener('pointerup', released)
    addEventListener('pointercancel', released)
  }

  /** Shows the fields' problems and the summary, which takes focus; false when there are none. */
  function report(found: Problems): boolean {
    setProblems(found)
    const bad = FIELDS.some((field) => found[field])
    setSummary(bad)
    if (bad) {
      setAlert(undefined)
      focusNext.current = SUMMARY_ID
    }
    return bad
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the form goes over GraphQL: preventing the submit also stops React's action.
    event.preventDefault()
    if (phase === 'sending') return
    const website = new FormData(event.currentTarget).get(CALLBACK.honeypotField)
    const found = await check(values)
    if (found && report(found)) return
    setPhase('sending')
    setAlert(undefined)
    const result = await sendCallbackRequest({
      ...values,
      locale,
      page,
      formToken: formToken.current,
      website: typeof website === 'string' ? website : '',
    })
    if (result.kind === 'sent') {
      // The server takes a form's token once: another request from this form needs a new one.
      void renewToken()
      setPhase('sent')
      setValues(EMPTY_CALLBACK_VALUES)
      setProblems({})
      setSummary(false)
      focusNext.current = STATUS_ID
      return
    }
    setPhase('idle')
    focusNext.current = SEND_ID
    if (result.kind === 'invalid') {
      const found: Problems = {}
      for (const field of FIELDS) found[field] = result.fields[field]
      if (report(found)) return
      setAlert(result.fields.page ?? texts.failure)
    } else if (result.kind === 'expired') {
      // The server no longer knows this form's token (a new secret): a fresh one makes it whole.
      setAlert(texts.renewed)
      void renewToken()
    } else {
      setAlert(result.kind === 'failed' ? texts.failure : result.message)
      if (tokenState.current === 'failed') void renewToken()
    }
  }

  function again(event: FormEvent) {
    event.preventDefault()
    setPhase('idle')
    setValues(EMPTY_CALLBACK_VALUES)
    setAlert(undefined)
    focusNext.current = fieldId('name')
  }

  function goTo(event: MouseEvent<HTMLAnchorElement>, field: CallbackField) {
    event.preventDefault()
    const target = document.getElementById(fieldId(field))
    target?.scrollIntoView({ block: 'center' })
    target?.focus()
  }

  if (phase === 'sent') {
    return (
      <div id={STATUS_ID} role="status" tabIndex={-1} className={styles.success}>
        <p className={styles.successTitle}>{texts.success}</p>
        <p>{texts.successText}</p>
        {/* Without JavaScript the button loads the page again, with an empty form. */}
        <form action={`${page}#callback`} method="get" onSubmit={again}>
          <button type="submit" className={styles.secondary}>
            {texts.sendAnother}
          </button>
        </form>
      </div>
    )
  }

  const sending = phase === 'sending'
  const bad = summary ? FIELDS.filter((field) => problems[field]) : []
  const described = (field: CallbackField, ...others: string[]) =>
    [...others, problems[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  const invalid = (field: CallbackField) => (problems[field] ? true : undefined)
  const problem = (field: CallbackField) =>
    problems[field] ? (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        {problems[field]}
      </p>
    ) : null
  const label = (field: CallbackField, text: ReactNode, required: boolean) => (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {text}
      {required ? (
        <span className={styles.mark} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  )
  const count = characterCount(values.comment)

  return (
    <form
      action={formAction}
      onSubmit={send}
      onFocus={prepare}
      noValidate
      aria-busy={sending}
      className={styles.form}
    >
      <p className={styles.note} aria-hidden="true">
        <span className={styles.mark}>*</span> {texts.required}
      </p>
      {bad.length > 0 ? (
        <div id={SUMMARY_ID} role="alert" tabIndex={-1} className={styles.summary}>
          <p className={styles.summaryTitle}>{texts.summary[bad.length - 1]}</p>
          <ul>
            {bad.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} onClick={(event) => goTo(event, field)}>
                  {problems[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={styles.field}>
        {label('name', texts.name, true)}
        <input
          id={fieldId('name')}
          name="name"
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          placeholder={texts.namePlaceholder}
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
          onBlur={() => leave('name')}
          aria-required="true"
          aria-invalid={invalid('name')}
          aria-describedby={described('name')}
          className={styles.input}
        />
        {problem('name')}
      </div>

      <div className={styles.field}>
        {label('phone', texts.phone, true)}
        <p id="callback-phone-hint" className={styles.hint}>
          {texts.phoneHint}
        </p>
        <input
          id={fieldId('phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={CALLBACK.phonePlaceholder}
          value={values.phone}
          onChange={(event) => update('phone', event.target.value)}
          onBlur={() => leave('phone')}
          aria-required="true"
          aria-invalid={invalid('phone')}
          aria-describedby={described('phone', 'callback-phone-hint')}
          className={styles.input}
        />
        {problem('phone')}
      </div>

      <div className={styles.field}>
        {label('comment', texts.comment, false)}
        <textarea
          id={fieldId('comment')}
          name="comment"
          rows={4}
          placeholder={texts.commentPlaceholder}
          value={values.comment}
          onChange={(event) => update('comment', event.target.value)}
          onBlur={() => leave('comment')}
          aria-invalid={invalid('comment')}
          aria-describedby={described('comment', 'callback-comment-count')}
          className={styles.input}
        />
        <p
          id="callback-comment-count"
          className={count > CALLBACK.commentMaxLength ? styles.countOver : styles.count}
        >
          {commentCountText(texts.commentCount, count)}
        </p>
        {problem('comment')}
      </div>

      <div className={styles.field}>
        <div className={styles.check}>
          <input
            id={fieldId('agreement')}
            name="agreement"
            type="checkbox"
            checked={values.agreement}
            onChange={(event) => update('agreement', event.target.checked)}
            onBlur={() => leave('agreement')}
            aria-required="true"
            aria-invalid={invalid('agreement')}
            aria-describedby={described('agreement')}
          />
          {label('agreement', texts.agreement, true)}
        </div>
        {problem('agreement')}
      </div>

      {/* The honeypot: off-screen, out of the tab order and of the accessibility tree; bots fill it. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="callback-website">{texts.honeypot}</label>
        <input
          id="callback-website"
          name={CALLBACK.honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="formToken" value={token} />

      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
      <button id={SEND_ID} type="submit" disabled={sending} className={styles.send}>
        {sending ? texts.sending : texts.send}
      </button>
    </form>
  )
}
