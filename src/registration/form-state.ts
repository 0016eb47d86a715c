/** What the registration form shows after a submission: shared by the form and its server action. */
import type { RegistrationFieldErrors } from './schema'

export type RegistrationFormValues = {
  name: string
  email: string
  company: string
  position: string
  phone: string
  question: string
  agreement: boolean
}

export type RegistrationFormState = {
  /** `done`: registered or on the waiting list (the message says which). */
  status: 'idle' | 'done' | 'invalid' | 'refused' | 'failed'
  message?: string
  /** Field → catalogue key of `registration.errors`. */
  errors: RegistrationFieldErrors
  /** What the visitor typed: kept in the form on every outcome but success. */
  values: RegistrationFormValues
}

export const EMPTY_REGISTRATION_VALUES: RegistrationFormValues = {
  name: '',
  email: '',
  company: '',
  position: '',
  phone: '',
  question: '',
  agreement: false,
}

export const INITIAL_REGISTRATION_STATE: RegistrationFormState = {
  status: 'idle',
  errors: {},
  values: EMPTY_REGISTRATION_VALUES,
}

/** The cancel page's state: nothing done yet, or what the POST did. */
export type CancelState = { status: 'idle' | 'cancelled' | 'already' | 'unknown' | 'failed' }
