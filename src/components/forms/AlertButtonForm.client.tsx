'use client'

import type { ButtonFormState } from '@/alerts/form-state'
import type { Locale } from '@/config/constants'

import styles from './callback-form.module.css'
import { useActionForm } from './use-action-form'

const INITIAL: ButtonFormState = { status: 'idle' }

/**
 * One button that changes a subscription (confirm, unsubscribe): the pages behind the mails'
 * links never change anything on GET, since mail scanners open links too.
 */
export function AlertButtonForm({
  action,
  token,
  locale,
  label,
}: {
  action: (previous: ButtonFormState, form: FormData) => Promise<ButtonFormState>
  token: string
  locale: Locale
  label: string
}) {
  const { state, formAction, pending, outcome } = useActionForm(action, INITIAL)
  if (state.status === 'done') {
    return (
      <div ref={outcome} role="status" tabIndex={-1} className={styles.success}>
        {state.message}
      </div>
    )
  }
  return (
    <form action={formAction} aria-busy={pending} className={styles.form}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      {state.message ? (
        <div ref={outcome} role="alert" tabIndex={-1} className={styles.alert}>
          {state.message}
        </div>
      ) : null}
      <button type="submit" disabled={pending} className={styles.send}>
        {label}
      </button>
    </form>
  )
}
