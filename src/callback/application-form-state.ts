/** What the application form shows after a submission: shared by the form and both its doors. */
import type { ApplicationField } from './application'

export type ApplicationFormValues = {
  vacancy: string
  name: string
  email: string
  phone: string
  coverNote: string
  agreement: boolean
}

export type ApplicationFormState = {
  /** `refused`: too fast, expired or rate-limited (the message says which); `failed`: not stored. */
  status: 'idle' | 'sent' | 'invalid' | 'refused' | 'failed'
  /** The outcome's line, in the visitor's language. */
  message?: string
  /** Field → its message, in the visitor's language. */
  errors: Partial<Record<ApplicationField, string>>
  /** What the visitor typed: kept in the form on every outcome but success (never the file). */
  values: ApplicationFormValues
}

export const EMPTY_APPLICATION_VALUES: ApplicationFormValues = {
  vacancy: '',
  name: '',
  email: '',
  phone: '',
  coverNote: '',
  agreement: false,
}

export const INITIAL_APPLICATION_STATE: ApplicationFormState = {
  status: 'idle',
  errors: {},
  values: EMPTY_APPLICATION_VALUES,
}
