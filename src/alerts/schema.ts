/**
 * The subscription form's one schema (the form posted with or without JavaScript, and the page
 * that changes a choice): an address, the practices, kinds and language of the alerts, consent.
 * Every issue's message is a key of the `alerts.errors` catalogue.
 */
import { z } from 'zod'
import { LOCALES } from '@/config/constants'
import { CALLBACK_FORM } from '@/lib/callback-form'
import { POST_TYPES } from '@/lib/post-types'

/** Keys of `alerts.errors` in the message catalogues. */
export const ALERT_ERROR_KEYS = [
  'emailRequired',
  'emailInvalid',
  'kindsRequired',
  'practicesInvalid',
  'languageInvalid',
  'agreementRequired',
] as const
export type AlertErrorKey = (typeof ALERT_ERROR_KEYS)[number]

/** The visitor's fields, in the order the form shows them. */
export const ALERT_FIELDS = ['email', 'practices', 'kinds', 'language', 'agreement'] as const
export type AlertField = (typeof ALERT_FIELDS)[number]

/** An address longer than this is nobody's (RFC 5321's path limit). */
const EMAIL_MAX_LENGTH = 254
/** More practices than the firm has are a forged form. */
const PRACTICES_MAX = 100

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z
      .string()
      .min(1, 'emailRequired')
      .max(EMAIL_MAX_LENGTH, 'emailInvalid')
      .pipe(z.email('emailInvalid')),
  )

/** What a visitor chooses: editable later from the link in every mail. */
export const alertChoiceSchema = z.object({
  // Practice ids as the form sends them (strings); none chosen means every practice.
  practices: z
    .array(z.coerce.number().int().positive('practicesInvalid'), 'practicesInvalid')
    .max(PRACTICES_MAX, 'practicesInvalid')
    .transform((ids) => [...new Set(ids)]),
  kinds: z
    .array(z.enum(POST_TYPES, 'kindsRequired'), 'kindsRequired')
    .min(1, 'kindsRequired')
    .transform((kinds) => [...new Set(kinds)]),
  language: z.enum(LOCALES, 'languageInvalid'),
})

/** Everything a subscription carries: the choice, the address, consent, the form's token and honeypot. */
export const alertSubscriptionSchema = z.strictObject({
  ...alertChoiceSchema.shape,
  email,
  agreement: z.literal(true, 'agreementRequired'),
  locale: z.enum(LOCALES),
  formToken: z.string().max(200),
  // Only whether it is empty matters (it is never stored).
  [CALLBACK_FORM.honeypotField]: z.string().optional().default(''),
})

export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>
export type AlertChoice = z.infer<typeof alertChoiceSchema>

/** Field → the first problem with it, as a catalogue key. */
export type AlertFieldErrors = Partial<Record<AlertField, AlertErrorKey>>

const isField = (value: unknown): value is AlertField =>
  (ALERT_FIELDS as readonly unknown[]).includes(value)
const isErrorKey = (value: string): value is AlertErrorKey =>
  (ALERT_ERROR_KEYS as readonly string[]).includes(value)

/** Each visitor field's plain message, for an issue without a key of its own (a wrong type). */
const FALLBACK: Record<AlertField, AlertErrorKey> = {
  email: 'emailInvalid',
  practices: 'practicesInvalid',
  kinds: 'kindsRequired',
  language: 'languageInvalid',
  agreement: 'agreementRequired',
}

/** The first issue of each visitor field, as catalogue keys (the hidden fields' are not theirs). */
export function alertFieldErrors(error: z.ZodError): AlertFieldErrors {
  const errors: AlertFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (!isField(field)) continue
    errors[field] ??= isErrorKey(issue.message) ? issue.message : FALLBACK[field]
  }
  return errors
}
