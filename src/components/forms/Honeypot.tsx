import { CALLBACK_FORM } from '@/lib/callback-form'

import styles from './callback-form.module.css'

/**
 * The forms' honeypot: off-screen, out of the tab order and of the accessibility tree; bots fill
 * it, and the server then stores nothing and tells them what it tells a person.
 */
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
