'use client'

import type { MouseEvent, ReactNode } from 'react'

import type { CallbackField } from '@/callback/schema'
import type { Locale } from '@/config/constants'
import { CALLBACK_FORM } from '@/lib/callback-form'
import styles from './callback-form.module.css'
import {
  type CallbackFormTexts,
  describedBy,
  fieldId,
  SEND_ID,
  STATUS_ID,
  SUMMARY_ID,
} from './callback-form-fields'
import { characterCount, commentCountText } from './comment-count'
import { ErrorSummary, FieldLabel, FieldProblem, Honeypot, RequiredNote } from './form-parts'
import { useCallbackForm } from './use-callback-form'

/** The phone placeholder starts with a plus sign (SPEC §5). */
const PHONE_PLACEHOLDER = '+7 900 000-00-00'

type Props = {
  texts: CallbackFormTexts
  /** The promise shown once a request is sent, from the page texts global. */
  successText: string
  locale: Locale
  /** The path the form is shown on (/en/contacts), stored with the request. */
  page: string
  /** A token rendered by the server: the form posted without JavaScript sends it. */
  token: string
}

function goTo(event: MouseEvent<HTMLAnchorElement>, field: CallbackField) {
  event.preventDefault()
  const target = document.getElementById(fieldId(field))
  target?.scrollIntoView({ block: 'center' })
  target?.focus()
}

/**
 * The callback form's markup; what it does lives in useCallbackForm (checked in the browser and
 * sent over GraphQL with JavaScript, posted to the server action without).
 */
/**
 * Metrika's documented class (yandex.com/support/metrica/code/html-markup.html): what is typed into
 * the field is not recorded by session replay or form analysis. The form itself carries
 * `ym-disable-submit`: its sending is not recorded either. Personal data never reaches Metrika.
 */
const NO_REPLAY = 'ym-disable-keys'

export function CallbackFormClient({ texts, successText, locale, page, token }: Props) {
  const {
    formAction,
    values,
    problems,
    listed,
    alert,
    sent,
    sending,
    prepare,
    update,
    leave,
    send,
    again,
  } = useCallbackForm({ texts, locale, page, token })

  if (sent) {
    return (
      <div id={STATUS_ID} role="status" tabIndex={-1} className={styles.success}>
        <p className={styles.successTitle}>{texts.success}</p>
        <p>{successText}</p>
        {/* Without JavaScript the button loads the page again, with an empty form. */}
        <form action={`${page}#callback`} method="get" onSubmit={again}>
          <button type="submit" className={styles.secondary}>
            {texts.sendAnother}
          </button>
        </form>
      </div>
    )
  }

  const described = (field: CallbackField, ...others: string[]) =>
    describedBy(field, problems, ...others)
  const invalid = (field: CallbackField) => (problems[field] ? true : undefined)
  const problem = (field: CallbackField) => (
    <FieldProblem fieldId={fieldId(field)} text={problems[field]} />
  )
  const label = (field: CallbackField, text: ReactNode, required: boolean) => (
    <FieldLabel htmlFor={fieldId(field)} required={required}>
      {text}
    </FieldLabel>
  )
  const count = characterCount(values.comment)

  return (
    <form
      action={formAction}
      onSubmit={send}
      onFocus={prepare}
      noValidate
      aria-busy={sending}
      className={`${styles.form} ym-disable-submit`}
    >
      <RequiredNote text={texts.required} />
      <ErrorSummary
        id={SUMMARY_ID}
        title={texts.summary[listed.length - 1] ?? ''}
        fields={listed}
        fieldId={fieldId}
        problems={problems}
        onPick={goTo}
      />

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
          className={`${styles.input} ${NO_REPLAY}`}
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
          placeholder={PHONE_PLACEHOLDER}
          value={values.phone}
          onChange={(event) => update('phone', event.target.value)}
          onBlur={() => leave('phone')}
          aria-required="true"
          aria-invalid={invalid('phone')}
          aria-describedby={described('phone', 'callback-phone-hint')}
          className={`${styles.input} ${NO_REPLAY}`}
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
          className={`${styles.input} ${NO_REPLAY}`}
        />
        <p
          id="callback-comment-count"
          className={count > CALLBACK_FORM.commentMaxLength ? styles.countOver : styles.count}
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

      <Honeypot id="callback-website" label={texts.honeypot} />
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
