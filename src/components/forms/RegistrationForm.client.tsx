'use client'

import type { ReactNode } from 'react'

import type { Locale } from '@/config/constants'
import type { ClientTexts } from '@/i18n/client-texts'
import type { OptionalRegistrationField } from '@/lib/registration-form'
import type { RegistrationFormValues } from '@/registration/form-state'
import type { RegistrationField } from '@/registration/schema'

import styles from './callback-form.module.css'
import { ErrorSummary, FieldLabel, FieldProblem, Honeypot, RequiredNote } from './form-parts'
import {
  REGISTRATION_STATUS_ID,
  REGISTRATION_SUMMARY_ID,
  useRegistrationForm,
} from './use-registration-form'

type Texts = ClientTexts<'registration'>

type Props = {
  texts: Texts
  locale: Locale
  eventId: number
  fields: OptionalRegistrationField[]
  page: string
  token: string
  waiting: boolean
}

/** Metrika's class: what is typed here is never recorded (see CallbackForm.client). */
const NO_REPLAY = 'ym-disable-keys'

const fieldId = (field: RegistrationField) => `registration-${field}`

/** What each text field is: its input type and autofill token. */
const INPUTS: Record<Exclude<RegistrationField, 'agreement' | 'question'>, [string, string]> = {
  name: ['text', 'name'],
  email: ['email', 'email'],
  company: ['text', 'organization'],
  position: ['text', 'organization-title'],
  phone: ['tel', 'tel'],
}

/** The registration form's markup; its state lives in useRegistrationForm. */
export function RegistrationFormClient({
  texts,
  locale,
  eventId,
  fields,
  page,
  token,
  waiting,
}: Props) {
  const { state, formAction, sending, formToken } = useRegistrationForm({ page, token })
  const problems: Partial<Record<RegistrationField, string>> = {}
  for (const [field, key] of Object.entries(state.errors)) {
    if (key) problems[field as RegistrationField] = texts.errors[key]
  }
  const shown: RegistrationField[] = ['name', 'email', ...fields, 'agreement']
  const listed = shown.filter((field) => problems[field])

  if (state.status === 'done') {
    return (
      <p id={REGISTRATION_STATUS_ID} role="status" tabIndex={-1} className={styles.success}>
        {state.message}
      </p>
    )
  }

  const describedBy = (field: RegistrationField, ...others: string[]) =>
    [...others, problems[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  const problem = (field: RegistrationField) => (
    <FieldProblem fieldId={fieldId(field)} text={problems[field]} />
  )
  const label = (field: RegistrationField, text: ReactNode, required: boolean) => (
    <FieldLabel htmlFor={fieldId(field)} required={required}>
      {text}
    </FieldLabel>
  )
  const input = (field: keyof typeof INPUTS, required: boolean, hint?: string) => {
    const [type, autoComplete] = INPUTS[field]
    const hintId = hint ? `${fieldId(field)}-hint` : undefined
    return (
      <div className={styles.field} key={field}>
        {label(field, texts[field], required)}
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <input
          id={fieldId(field)}
          name={field}
          type={type}
          autoComplete={autoComplete}
          defaultValue={state.values[field as keyof RegistrationFormValues] as string}
          aria-required={required || undefined}
          aria-invalid={problems[field] ? true : undefined}
          aria-describedby={describedBy(field, ...(hintId ? [hintId] : []))}
          className={`${styles.input} ${NO_REPLAY}`}
        />
        {problem(field)}
      </div>
    )
  }

  return (
    <form
      action={formAction}
      noValidate
      aria-busy={sending}
      className={`${styles.form} ym-disable-submit`}
    >
      <RequiredNote text={texts.required} />
      <ErrorSummary
        id={REGISTRATION_SUMMARY_ID}
        title={texts.summary[listed.length - 1] ?? ''}
        fields={listed}
        fieldId={fieldId}
        problems={problems}
      />

      {input('name', true)}
      {input('email', true, texts.emailHint)}
      {fields.map((field) =>
        field === 'question' ? (
          <div className={styles.field} key={field}>
            {label('question', texts.question, false)}
            <textarea
              id={fieldId('question')}
              name="question"
              rows={4}
              defaultValue={state.values.question}
              aria-invalid={problems.question ? true : undefined}
              aria-describedby={describedBy('question')}
              className={`${styles.input} ${NO_REPLAY}`}
            />
            {problem('question')}
          </div>
        ) : (
          input(field, false)
        ),
      )}

      <div className={styles.field}>
        <div className={styles.check}>
          <input
            id={fieldId('agreement')}
            name="agreement"
            type="checkbox"
            defaultChecked={state.values.agreement}
            aria-required="true"
            aria-invalid={problems.agreement ? true : undefined}
            aria-describedby={describedBy('agreement')}
          />
          {label('agreement', texts.agreement, true)}
        </div>
        {problem('agreement')}
      </div>

      <Honeypot id="registration-website" label={texts.honeypot} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="event" value={eventId} />
      <input type="hidden" name="formToken" value={formToken} />

      {state.status === 'refused' || state.status === 'failed' ? (
        <p id={REGISTRATION_STATUS_ID} role="alert" tabIndex={-1} className={styles.alert}>
          {state.message}
        </p>
      ) : null}
      <button type="submit" disabled={sending} className={styles.send}>
        {sending ? texts.sending : waiting ? texts.sendWaiting : texts.send}
      </button>
    </form>
  )
}
