/**
 * The callback form's fields as the markup and its hook both name them: their order, element ids,
 * and the messages shown under them. Imports no schema: zod would come along (see
 * validate-callback.ts).
 */
import type { CallbackField, CallbackFieldErrors } from '@/callback/schema'
import type { ClientTexts } from '@/i18n/client-texts'

/** The schema's CALLBACK_FIELDS, in the form's order: importing them would bring zod along. */
export const FIELDS = ['name', 'phone', 'comment', 'agreement'] as const satisfies CallbackField[]

/** Field → the message shown under it. */
export type Problems = Partial<Record<CallbackField, string>>

/** What the callback form says (catalogue namespace `callback`), formatted by its server half. */
export type CallbackFormTexts = ClientTexts<'callback'>

/** A field's element id. */
export const fieldId = (field: CallbackField) => `callback-${field}`
export const SUMMARY_ID = 'callback-summary'
export const STATUS_ID = 'callback-status'
export const SEND_ID = 'callback-send'

/** The messages of the fields the schema found wrong (catalogue keys), in the visitor's language. */
export function problemsOf(errors: CallbackFieldErrors, texts: CallbackFormTexts): Problems {
  const problems: Problems = {}
  for (const field of FIELDS) {
    const key = errors[field]
    if (key) problems[field] = texts.errors[key]
  }
  return problems
}

/** The fields with a problem, in the form's order. */
export const wrongFields = (problems: Problems) => FIELDS.filter((field) => problems[field])

/** A field's `aria-describedby`: the ids of its hints, and of its message when it has one. */
export function describedBy(
  field: CallbackField,
  problems: Problems,
  ...others: string[]
): string | undefined {
  return (
    [...others, problems[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  )
}
