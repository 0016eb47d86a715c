'use client'

import type { ReactNode } from 'react'

import type { AlertFormState, AlertFormValues } from '@/alerts/form-state'
import type { AlertField } from '@/alerts/schema'
import type { Locale } from '@/config/constants'
import type { ClientTexts } from '@/i18n/client-texts'

import alerts from './alerts.module.css'
import styles from './callback-form.module.css'
import { Honeypot } from './form-parts'
import { useActionForm } from './use-action-form'

type Option = { value: string; label: string }

export type SubscribeFormProps = {
  texts: ClientTexts<'alerts'>
  locale: Locale
  practices: Option[]
  kinds: Option[]
  languages: Option[]
  values: AlertFormValues
  action: (previous: AlertFormState, form: FormData) => Promise<AlertFormState>
} & (
  | { mode: 'subscribe' /** The page's form token (rendered by the server). */; token: string }
  | { mode: 'manage' /** The mail link's token. */; token: string }
)

const id = (field: AlertField) => `alerts-${field}`
/** The visitor's fields in the form's order, for the summary's links. */
const ORDER: AlertField[] = ['email', 'practices', 'kinds', 'language', 'agreement']

/** A choice of several (practices, kinds) as a group of checkboxes under one legend. */
function CheckboxGroup({
  field,
  legend,
  hint,
  options,
  checked,
  error,
}: {
  field: 'practices' | 'kinds'
  legend: ReactNode
  hint?: string
  options: Option[]
  checked: string[]
  error?: string
}) {
  const describedBy = [hint ? `${id(field)}-hint` : '', error ? `${id(field)}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset
      id={id(field)}
      tabIndex={-1}
      className={`${styles.field} ${alerts.group}`}
      aria-describedby={describedBy || undefined}
    >
      <legend className={styles.label}>{legend}</legend>
      {hint ? (
        <p id={`${id(field)}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {options.map((option) => (
        <div key={option.value} className={styles.check}>
          <input
            id={`${id(field)}-${option.value}`}
            type="checkbox"
            name={field}
            value={option.value}
            defaultChecked={checked.includes(option.value)}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={`${id(field)}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {error ? (
        <p id={`${id(field)}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The subscription form, and the same choices changed later from a mail's link. */
export function SubscribeFormClient(props: SubscribeFormProps) {
  const { texts, locale, mode, token } = props
  const initial: AlertFormState = { status: 'idle', errors: {}, values: props.values }
  const { state, formAction, pending, outcome } = useActionForm(props.action, initial)
  const { errors, values } = state

  if (state.status === 'sent') {
    return (
      <div ref={outcome} role="status" tabIndex={-1} className={styles.success}>
        {state.message}
      </div>
    )
  }
  const error = (field: AlertField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null
  const describedBy = (field: AlertField, hint?: string) =>
    [hint, errors[field] ? `${id(field)}-error` : ''].filter(Boolean).join(' ') || undefined
  const mark = (
    <span className={styles.mark} aria-hidden="true">
      {' *'}
    </span>
  )
  const listed = ORDER.filter((field) => errors[field])
  // Keyed by the outcome: a form posted again with React starts from what the server kept.
  const key = JSON.stringify(values)

  return (
    <form action={formAction} aria-busy={pending} noValidate className={styles.form} key={key}>
      <p className={styles.note} aria-hidden="true">
        <span className={styles.mark}>*</span> {texts.required}
      </p>
      {state.status === 'saved' ? (
        <div ref={outcome} role="status" tabIndex={-1} className={styles.success}>
          {state.message}
        </div>
      ) : state.message ? (
        <div ref={outcome} role="alert" tabIndex={-1} className={styles.summary}>
          <p className={styles.summaryTitle}>{state.message}</p>
          {listed.length > 0 ? (
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#${id(field)}`}>{errors[field]}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {mode === 'subscribe' ? (
        <div className={styles.field}>
          <label htmlFor={id('email')} className={styles.label}>
            {texts.email}
            {mark}
          </label>
          <input
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            className={`${styles.input} ym-disable-keys`}
          />
          {error('email')}
        </div>
      ) : null}

      <CheckboxGroup
        field="practices"
        legend={texts.practices}
        hint={texts.practicesHint}
        options={props.practices}
        checked={values.practices}
        error={errors.practices}
      />
      <CheckboxGroup
        field="kinds"
        legend={
          <>
            {texts.kinds}
            {mark}
          </>
        }
        options={props.kinds}
        checked={values.kinds}
        error={errors.kinds}
      />

      <div className={styles.field}>
        <label htmlFor={id('language')} className={styles.label}>
          {texts.language}
        </label>
        <select
          id={id('language')}
          name="language"
          defaultValue={values.language}
          aria-invalid={errors.language ? true : undefined}
          aria-describedby={describedBy('language')}
          className={styles.input}
        >
          {props.languages.map((language) => (
            <option key={language.value} value={language.value} lang={language.value}>
              {language.label}
            </option>
          ))}
        </select>
        {error('language')}
      </div>

      {mode === 'subscribe' ? (
        <>
          <div className={styles.field}>
            <div className={styles.check}>
              <input
                id={id('agreement')}
                name="agreement"
                type="checkbox"
                defaultChecked={values.agreement}
                aria-required="true"
                aria-invalid={errors.agreement ? true : undefined}
                aria-describedby={describedBy('agreement')}
              />
              <label htmlFor={id('agreement')}>
                {texts.agreement}
                {mark}
              </label>
            </div>
            {error('agreement')}
          </div>
          <Honeypot id="alerts-website" label={texts.honeypot} />
          <input type="hidden" name="formToken" value={token} />
        </>
      ) : (
        <input type="hidden" name="token" value={token} />
      )}
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" disabled={pending} className={styles.send}>
        {mode === 'subscribe' ? texts.send : texts.save}
      </button>
    </form>
  )
}
