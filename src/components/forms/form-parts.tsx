import type { ReactNode } from 'react'

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
