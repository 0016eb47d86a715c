'use client'

import type { MouseEvent, ReactNode } from 'react'

import type { ApplicationField } from '@/callback/application'
import type { ClientTexts } from '@/i18n/client-texts'
import { APPLICATION_FORM } from '@/lib/application-form'
import { CALLBACK_FORM } from '@/lib/callback-form'

import styles from '../forms/callback-form.module.css'
import { APPLY_IDS, useApplicationForm } from './use-application-form'

/** The schema's APPLICATION_FIELDS, in the form's order: importing them would bring zod along. */
const FIELDS = [
  'vacancy',
  'name',
  'email',
  'phone',
  'coverNote',
  'cv',
  'agreement',
] as const satisfies ApplicationField[]

const fieldId = (field: ApplicationField) => `apply-${field}`

/** What the callback form's Metrika class does there: nothing typed here is recorded. */
const NO_REPLAY = 'ym-disable-keys'

export type ApplicationFormTexts = {
  callback: ClientTexts<'callback'>
  application: ClientTexts<'application'>
}

type Props = {
  texts: ApplicationFormTexts
  locale: string
  /** The careers page's path (/en/careers): the form posts to it and to `{page}/apply`. */
  page: string
  /** A token rendered by the server: the form posted without JavaScript sends it. */
  token: string
  vacancies: { id: number; title: string }[]
}

function goTo(event: MouseEvent<HTMLAnchorElement>, field: ApplicationField) {
  event.preventDefault()
  const target = document.getElementById(fieldId(field))
  target?.scrollIntoView({ block: 'center' })
  target?.focus()
}

/** The application form's markup; what it does lives in useApplicationForm. */
export function ApplicationFormClient({ texts, locale, page, token, vacancies }: Props) {
  const { callback: c, application: a } = texts
  const { formAction, state, fileDropped, round, sending, send, again } = useApplicationForm({
    page,
    token,
    failure: c.failure,
  })
  const { errors, values } = state

  if (state.status === 'sent') {
    return (
      <div id={APPLY_IDS.status} role="status" tabIndex={-1} className={styles.success}>
        <p className={styles.successTitle}>{a.success}</p>
        <p>{a.successText}</p>
        {/* Without JavaScript the button loads the page again, with an empty form. */}
        <form action={`${page}#apply`} method="get" onSubmit={again}>
          <button type="submit" className={styles.secondary}>
            {a.sendAnother}
          </button>
        </form>
      </div>
    )
  }

  const listed = FIELDS.filter((field) => errors[field])
  const describedBy = (field: ApplicationField, ...others: string[]) =>
    [...others, errors[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  const invalid = (field: ApplicationField) => (errors[field] ? true : undefined)
  const problem = (field: ApplicationField) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null
  const label = (field: ApplicationField, text: ReactNode, required: boolean) => (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {text}
      {required ? (
        <span className={styles.mark} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  )
  const input = (
    field: 'name' | 'email' | 'phone',
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <div className={styles.field}>
      {label(field, field === 'email' ? a.email : c[field], true)}
      {hint ? (
        <p id={`${fieldId(field)}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={fieldId(field)}
        name={field}
        type={type}
        autoComplete={autoComplete}
        defaultValue={values[field]}
        aria-required="true"
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field, hint ? `${fieldId(field)}-hint` : '')}
        className={`${styles.input} ${NO_REPLAY}`}
      />
      {problem(field)}
    </div>
  )

  return (
    <form
      key={round}
      action={formAction}
      onSubmit={send}
      noValidate
      aria-busy={sending}
      className={`${styles.form} ym-disable-submit`}
    >
      <p className={styles.note} aria-hidden="true">
        <span className={styles.mark}>*</span> {c.required}
      </p>
      {state.status === 'invalid' && listed.length > 0 ? (
        <div id={APPLY_IDS.summary} role="alert" tabIndex={-1} className={styles.summary}>
          <p className={styles.summaryTitle}>{c.summary[listed.length - 1]}</p>
          <ul>
            {listed.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} onClick={(event) => goTo(event, field)}>
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className={styles.field}>
        {label('vacancy', a.vacancy, true)}
        <select
          id={fieldId('vacancy')}
          name="vacancy"
          defaultValue={values.vacancy || (vacancies.length === 1 ? String(vacancies[0]?.id) : '')}
          aria-required="true"
          aria-invalid={invalid('vacancy')}
          aria-describedby={describedBy('vacancy')}
          className={styles.input}
        >
          <option value="">{a.vacancyChoose}</option>
          {vacancies.map((vacancy) => (
            <option key={vacancy.id} value={vacancy.id}>
              {vacancy.title}
            </option>
          ))}
        </select>
        {problem('vacancy')}
      </div>

      {input('name', 'text', 'name')}
      {input('email', 'email', 'email')}
      {input('phone', 'tel', 'tel', c.phoneHint)}

      <div className={styles.field}>
        {label('coverNote', a.coverNote, false)}
        <textarea
          id={fieldId('coverNote')}
          name="coverNote"
          rows={5}
          maxLength={CALLBACK_FORM.commentMaxLength}
          placeholder={a.coverNotePlaceholder}
          defaultValue={values.coverNote}
          aria-invalid={invalid('coverNote')}
          aria-describedby={describedBy('coverNote')}
          className={`${styles.input} ${NO_REPLAY}`}
        />
        {problem('coverNote')}
      </div>

      <div className={styles.field}>
        {label('cv', a.cv, true)}
        <p id="apply-cv-hint" className={styles.hint}>
          {a.cvHint}
          {fileDropped && !errors.cv ? ` ${a.errors.cvAgain}` : ''}
        </p>
        <input
          id={fieldId('cv')}
          name="cv"
          type="file"
          accept={APPLICATION_FORM.cvAccept}
          aria-required="true"
          aria-invalid={invalid('cv')}
          aria-describedby={describedBy('cv', 'apply-cv-hint')}
          className={styles.input}
        />
        {problem('cv')}
      </div>

      <div className={styles.field}>
        <div className={styles.check}>
          <input
            id={fieldId('agreement')}
            name="agreement"
            type="checkbox"
            defaultChecked={values.agreement}
            aria-required="true"
            aria-invalid={invalid('agreement')}
            aria-describedby={describedBy('agreement')}
          />
          {label('agreement', c.agreement, true)}
        </div>
        {problem('agreement')}
      </div>

      {/* The honeypot: off-screen, out of the tab order and of the accessibility tree; bots fill it. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="apply-website">{c.honeypot}</label>
        <input
          id="apply-website"
          name={CALLBACK_FORM.honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="formToken" value={token} />

      {state.status === 'refused' || state.status === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {state.message}
        </p>
      ) : null}
      <button id={APPLY_IDS.send} type="submit" disabled={sending} className={styles.send}>
        {sending ? c.sending : a.send}
      </button>
    </form>
  )
}
