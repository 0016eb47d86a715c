'use client'

import { useActionState } from 'react'

import { cancelRegistrationForm } from '@/data/registration-form-action'
import type { CancelState } from '@/registration/form-state'

import styles from './callback-form.module.css'

type Texts = Record<'confirm' | 'button' | 'back' | Exclude<CancelState['status'], 'idle'>, string>

/** The cancel page's question and button; the answer replaces them (with or without JavaScript). */
export function CancelRegistration({
  token,
  eventHref,
  texts,
}: {
  token: string
  eventHref: string
  texts: Texts
}) {
  const initial: CancelState = { status: 'idle' }
  // The permalink: without JavaScript the form posts to this page's own address.
  const [state, action, pending] = useActionState(
    cancelRegistrationForm,
    initial,
    `${eventHref}/registration/cancel`,
  )
  const back = (
    <p>
      <a href={eventHref}>{texts.back}</a>
    </p>
  )
  if (state.status !== 'idle') {
    return (
      <div className={styles.form}>
        <p role="status" className={state.status === 'cancelled' ? styles.success : styles.alert}>
          {texts[state.status]}
        </p>
        {back}
      </div>
    )
  }
  return (
    <form id="registration-cancel" action={action} className={styles.form}>
      <p>{texts.confirm}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className={styles.send}>
        {texts.button}
      </button>
      {back}
    </form>
  )
}
