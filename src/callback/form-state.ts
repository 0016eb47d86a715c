/** What the callback form shows after a submission: shared by the form and its server action. */
import type { CallbackFieldErrors } from './schema'

export type CallbackFormValues = {
  name: string
  phone: string
  comment: string
  agreement: boolean
}

export type CallbackFormState = {
  /** `refused`: too fast, expired or rate-limited (the message says which); `failed`: not stored. */
  status: 'idle' | 'sent' | 'invalid' | 'refused' | 'failed'
  /** The outcome's line, in the visitor's language. */
  message?: string
  /** Field → catalogue key of `callback.errors`. */
  errors: CallbackFieldErrors
  /** What the visitor typed: kept in the form on every outcome but success. */
  values: CallbackFormValues
}

export const EMPTY_CALLBACK_VALUES: CallbackFormValues = {
  name: '',
  phone: '',
  comment: '',
  agreement: false,
}

export const INITIAL_CALLBACK_STATE: CallbackFormState = {
  status: 'idle',
  errors: {},
  values: EMPTY_CALLBACK_VALUES,
}
