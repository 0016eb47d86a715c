/**
 * The callback form's one schema, shared by the form (before sending) and the server (the GraphQL
 * mutation and the no-JavaScript post). Every issue's message is a key of the `callback.errors`
 * catalogue, so both sides show the same text in the visitor's language.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'

import { LOCALES } from '@/config/constants'
import { CALLBACK_FORM } from '@/lib/callback-form'

/** Name and phone bounds, in characters (the comment's is in CALLBACK_FORM). */
export const FIELD_BOUNDS = { nameMinLength: 2, nameMaxLength: 100, phoneMaxLength: 32 } as const
/** Numbers written without "+" are read as Russian ones (8 912… or 912…): the firm is in Moscow. */
const PHONE_DEFAULT_COUNTRY = 'RU'

// Zod compiles object checks with `new Function` when it may; the site's CSP forbids eval, and
// the probe alone would be reported as a violation in the browser. The interpreter is as correct.
z.config({ jitless: true })

/** Keys of `callback.errors` in the message catalogues. */
export const CALLBACK_ERROR_KEYS = [
  'nameRequired',
  'nameTooShort',
  'nameTooLong',
  'nameInvalid',
  'phoneRequired',
  'phoneTooLong',
  'phoneInvalid',
  'commentTooLong',
  'commentMarkup',
  'commentInvalid',
  'agreementRequired',
  'pageInvalid',
] as const

export type CallbackErrorKey = (typeof CALLBACK_ERROR_KEYS)[number]

/** The visitor's fields, in the order the form shows them. */
export const CALLBACK_FIELDS = ['name', 'phone', 'comment', 'agreement'] as const
export type CallbackField = (typeof CALLBACK_FIELDS)[number]

/** Control characters but the line break (tabs become spaces first), zero-width spaces, marks and bidirectional overrides. */
const INVISIBLE = /(?!\n)[\p{Cc}\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu
/** Letters of any script, combining marks, spaces, hyphens, apostrophes and dots: a person's name. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u
/** What a phone number may be typed with. */
const PHONE_CHARACTERS = /^[+\d\s().-]+$/
/** An HTML tag, comment or declaration; "a < b" and "<3" stay allowed. */
export const MARKUP = /<\s*[a-z!/?]/i

const codePoints = (value: string) => [...value].length

/** Trims, removes invisible characters and folds runs of spaces into one. */
export function cleanLine(value: string): string {
  return value.replace(/\t/g, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()
}

/** Keeps line breaks (as \n, at most two in a row) and removes other invisible characters. */
export function cleanText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The number in international form (+79123456789), or undefined when it is not a valid one. */
export function internationalPhone(value: string): string | undefined {
  const options = { defaultCountry: PHONE_DEFAULT_COUNTRY } as const
  if (!PHONE_CHARACTERS.test(value) || !isValidPhoneNumber(value, options)) return undefined
  return parsePhoneNumberFromString(value, options)?.number
}

/** A person's name: cleaned, 2 to 100 letters (the registration form asks it too). */
export const personName = z
  .string()
  .transform(cleanLine)
  .pipe(
    z
      .string()
      .min(1, 'nameRequired')
      .min(FIELD_BOUNDS.nameMinLength, 'nameTooShort')
      .max(FIELD_BOUNDS.nameMaxLength, 'nameTooLong')
      .regex(NAME, 'nameInvalid'),
  )

/** A phone number, stored in international form (the registration form asks it too). */
export const phoneNumber = z
  .string()
  .transform(cleanLine)
  .pipe(
    z
      .string()
      .min(1, 'phoneRequired')
      .max(FIELD_BOUNDS.phoneMaxLength, 'phoneTooLong')
      .transform((value, context) => {
        const international = internationalPhone(value)
        if (international) return international
        context.addIssue({ code: 'custom', message: 'phoneInvalid' })
        return z.NEVER
      }),
  )

/** A free text of the visitor's: at most CALLBACK_FORM.commentMaxLength characters, no markup. */
export const commentSchema = z
  .string()
  .transform(cleanText)
  .pipe(
    z
      .string()
      .refine((value) => codePoints(value) <= CALLBACK_FORM.commentMaxLength, 'commentTooLong')
      .refine((value) => !MARKUP.test(value), 'commentMarkup'),
  )

/**
 * A path of this site the form was sent from (never another origin), with its query: only what
 * the site's own addresses are made of (anything else percent-encoded), so no quotes, angle
 * brackets, parentheses or invisible characters are stored and shown to the firm.
 */
const page = z
  .string()
  .max(500, 'pageInvalid')
  .regex(/^\/(?![/\\])[\p{L}\p{N}\-._~%/?#&=+,;:@!$*]*$/u, 'pageInvalid')

/** The visitor's own fields: what the form validates as they type. */
export const callbackFieldsSchema = z.object({
  name: personName,
  phone: phoneNumber,
  comment: commentSchema.optional().default(''),
  agreement: z.literal(true, 'agreementRequired'),
})

/**
 * Everything a submission carries: the fields, the language and page it came from, the form's
 * token (when it was shown) and the honeypot. Unknown keys are refused.
 */
export const callbackSubmissionSchema = z.strictObject({
  ...callbackFieldsSchema.shape,
  locale: z.enum(LOCALES),
  page: page.optional(),
  formToken: z.string().max(200),
  // Only whether it is empty matters (it is never stored): a bot's long filling is still spam.
  [CALLBACK_FORM.honeypotField]: z.string().optional().default(''),
})

/** Field → the first problem with it, as a catalogue key. */
export type CallbackFieldErrors = Partial<Record<CallbackField | 'page', CallbackErrorKey>>

/**
 * The first issue of each of a form's `fields`, as keys of its `keys` (issues of other fields are
 * not the visitor's to fix); `fallback` gives a field's plain key for an issue whose message is
 * none of them (a type error: a number for the name…).
 */
export function firstIssues<F extends string, K extends string>(
  error: z.ZodError,
  fields: readonly F[],
  keys: readonly K[],
  fallback: (field: F) => K,
): Partial<Record<F, K>> {
  const errors: Partial<Record<F, K>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue
    const message = (keys as readonly string[]).includes(issue.message) ? issue.message : undefined
    errors[field as F] ??= (message as K | undefined) ?? fallback(field as F)
  }
  return errors
}

/** The first issue of each visitor field, as catalogue keys, and whether the page is wrong. */
export function fieldErrors(error: z.ZodError): CallbackFieldErrors {
  const errors: CallbackFieldErrors = firstIssues(
    error,
    CALLBACK_FIELDS,
    CALLBACK_ERROR_KEYS,
    fallbackKey,
  )
  if (error.issues.some((issue) => issue.path[0] === 'page')) errors.page = 'pageInvalid'
  return errors
}

/** A type error (a number for the name…) still gets its field's plain message. */
function fallbackKey(field: CallbackField): CallbackErrorKey {
  switch (field) {
    case 'name':
      return 'nameRequired'
    case 'phone':
      return 'phoneRequired'
    case 'comment':
      return 'commentInvalid'
    case 'agreement':
      return 'agreementRequired'
  }
}
