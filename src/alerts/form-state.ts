/** What the subscription's forms show after a submission: shared by the forms and their actions. */
import type { Locale } from '@/config/constants'

import type { AlertField } from './schema'

export type AlertFormValues = {
  email: string
  practices: string[]
  kinds: string[]
  language: Locale
  agreement: boolean
}

export type AlertFormState = {
  /** `refused`: too fast, expired or rate-limited (the message says which); `failed`: not stored. */
  status: 'idle' | 'sent' | 'saved' | 'invalid' | 'refused' | 'failed'
  /** The outcome's line, in the visitor's language. */
  message?: string
  /** Field → its message, in the visitor's language. */
  errors: Partial<Record<AlertField, string>>
  /** What the visitor chose: kept in the form on every outcome. */
  values: AlertFormValues
}

/** The state of a form with one button (confirm, unsubscribe): done, or its message. */
export type ButtonFormState = { status: 'idle' | 'done' | 'invalid' | 'failed'; message?: string }

/** The manage page's query after an unsubscribe: it says so (the link it came from is dead). */
export const UNSUBSCRIBED_PARAM = 'unsubscribed'
