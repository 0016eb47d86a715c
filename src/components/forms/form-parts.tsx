import type { MouseEvent, ReactNode } from 'react'

import { CALLBACK_FORM } from '@/lib/callback-form'

import styles from './callback-form.module.css'

/** A field's label, with the required mark seen but not read out (the input says aria-required). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required: boolean
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {required ? (
        <span className={styles.mark} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  )
}

/** A field's message under it, `${fieldId}-error` for its aria-describedby; nothing without one. */
export function FieldProblem({ fieldId, text }: { fieldId: string; text: string | undefined }) {
  return text ? (
    <p id={`${fieldId}-error`} className={styles.error}>
      {text}
    </p>
  ) : null
}

/** The note that explains the required mark, at the top of a form. */
export function RequiredNote({ text }: { text: string }) {
  return (
    <p className={styles.note} aria-hidden="true">
      <span className={styles.mark}>*</span> {text}
    </p>
  )
}

/**
 * The summary of a form's wrong fields, each a link to its field; it takes the focus (its id) once
 * shown. `onPick` moves to the field itself (scrolled to the middle) where the form has JavaScript.
 */
export function ErrorSummary<F extends string>({
  id,
  title,
  fields,
  fieldId,
  problems,
  onPick,
}: {
  id: string
  title: string
  fields: readonly F[]
  fieldId: (field: F) => string
  problems: Partial<Record<F, string>>
  onPick?: (event: MouseEvent<HTMLAnchorElement>, field: F) => void
}) {
  if (fields.length === 0) return null
  return (
    <div id={id} role="alert" tabIndex={-1} className={styles.summary}>
      <p className={styles.summaryTitle}>{title}</p>
      <ul>
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} onClick={onPick && ((event) => onPick(event, field))}>
              {problems[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The honeypot: off-screen, out of the tab order and of the accessibility tree; bots fill it. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={CALLBACK_FORM.honeypotField}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
