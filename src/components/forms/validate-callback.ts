/**
 * The form's check before sending: the server's own schema. zod and libphonenumber-js weigh about
 * 60 kB gzip, so the form imports this module only when the visitor starts filling it in.
 */
import type { CallbackFormValues } from '@/callback/form-state'
import { type CallbackFieldErrors, callbackFieldsSchema, fieldErrors } from '@/callback/schema'

export function validateCallback(values: CallbackFormValues): CallbackFieldErrors {
  const result = callbackFieldsSchema.safeParse(values)
  return result.success ? {} : fieldErrors(result.error)
}
