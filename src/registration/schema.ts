/**
 * The event registration form's one schema, shared by the server action and the GraphQL mutation.
 * Name and e-mail are always asked; the event's editor picks which of the optional fields the form
 * shows. Every issue's message is a key of `registration.errors` in the catalogues.
 */
import { z } from 'zod'

import { cleanLine, cleanText, MARKUP, personName, phoneNumber } from '@/callback/schema'
import { LOCALES } from '@/config/constants'
import { CALLBACK_FORM } from '@/lib/callback-form'
import { OPTIONAL_REGISTRATION_FIELDS, REGISTRATION_FORM } from '@/lib/registration-form'

export const REGISTRATION_ERROR_KEYS = [
  'nameRequired',
  'nameTooShort',
  'nameTooLong',
  'nameInvalid',
  'emailRequired',
  'emailInvalid',
  'companyTooLong',
  'positionTooLong',
  'phoneTooLong',
  'phoneInvalid',
  'questionTooLong',
  'questionMarkup',
  'agreementRequired',
] as const
export type RegistrationErrorKey = (typeof REGISTRATION_ERROR_KEYS)[number]

/** The visitor's fields, in the order the form shows them. */
export const REGISTRATION_FIELDS = [
  'name',
  'email',
  ...OPTIONAL_REGISTRATION_FIELDS,
  'agreement',
] as const
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number]
export type RegistrationFieldErrors = Partial<Record<RegistrationField, RegistrationErrorKey>>

const line = (max: number, tooLong: RegistrationErrorKey) =>
  z.string().transform(cleanLine).pipe(z.string().max(max, tooLong))

const email = z
  .string()
  .transform(cleanLine)
  .pipe(
    z
      .string()
      .min(1, 'emailRequired')
      .max(REGISTRATION_FORM.emailMaxLength, 'emailInvalid')
      .pipe(z.email('emailInvalid'))
      .transform((value) => value.toLowerCase()),
  )

/** An optional phone: empty stays empty, anything else must be a number. */
const optionalPhone = z
  .string()
  .transform(cleanLine)
  .pipe(z.union([z.literal(''), phoneNumber]))

const question = z
  .string()
  .transform(cleanText)
  .pipe(
    z
      .string()
      .refine((value) => [...value].length <= CALLBACK_FORM.commentMaxLength, 'questionTooLong')
      .refine((value) => !MARKUP.test(value), 'questionMarkup'),
  )

/** The visitor's own fields (fields the event does not ask are dropped before this). */
export const registrationFieldsSchema = z.object({
  name: personName,
  email,
  company: line(REGISTRATION_FORM.lineMaxLength, 'companyTooLong').optional().default(''),
  position: line(REGISTRATION_FORM.lineMaxLength, 'positionTooLong').optional().default(''),
  phone: optionalPhone.optional().default(''),
  question: question.optional().default(''),
  agreement: z.literal(true, 'agreementRequired'),
})
export type RegistrationFields = z.infer<typeof registrationFieldsSchema>

/** Everything a submission carries: the fields, the event, the language, the token, the honeypot. */
export const registrationSubmissionSchema = z.strictObject({
  ...registrationFieldsSchema.shape,
  event: z.coerce.number().int().positive(),
  locale: z.enum(LOCALES),
  formToken: z.string().max(200),
  [CALLBACK_FORM.honeypotField]: z.string().optional().default(''),
})

const isErrorKey = (value: string): value is RegistrationErrorKey =>
  (REGISTRATION_ERROR_KEYS as readonly string[]).includes(value)

const FALLBACK: Record<RegistrationField, RegistrationErrorKey> = {
  name: 'nameRequired',
  email: 'emailRequired',
  company: 'companyTooLong',
  position: 'positionTooLong',
  phone: 'phoneInvalid',
  question: 'questionTooLong',
  agreement: 'agreementRequired',
}

/** The first issue of each visitor field, as catalogue keys (other issues are not theirs to fix). */
export function registrationErrors(error: z.ZodError): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !(field in FALLBACK)) continue
    const key = field as RegistrationField
    // A union's failure (an optional phone) reports its own code: the phone's message says more.
    const message =
      key === 'phone' && issue.code === 'invalid_union' ? 'phoneInvalid' : issue.message
    errors[key] ??= isErrorKey(message) ? message : FALLBACK[key]
  }
  return errors
}

/** The submission without the fields the event does not ask (a crafted post cannot store them). */
export function onlyAsked(raw: Record<string, unknown>, asked: readonly string[]) {
  const kept = { ...raw }
  for (const field of OPTIONAL_REGISTRATION_FIELDS) if (!asked.includes(field)) delete kept[field]
  return kept
}
