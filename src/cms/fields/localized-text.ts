import type { PayloadRequest, TextareaField, TextField } from 'payload'
import { textarea as textareaValidation, text as textValidation } from 'payload/shared'

import { DEFAULT_LOCALE } from '@/config/constants'

import type { AdminLabel } from './labels'

type Options = {
  maxLength: number
  description?: AdminLabel
  /** The text in each language before an editor writes one. */
  initial?: AdminLabel
}

const defaultIn = (initial: AdminLabel | undefined) =>
  initial
    ? ({ locale }: { locale?: string }) => (locale === 'en' ? initial.en : initial.ru)
    : undefined

/**
 * Required in the default language (Russian) only: a save in another language may leave the text
 * empty, and visitors then read the Russian one (Payload's locale fallback). Payload's `required`
 * would demand every language, so the rule is the validator's, with the request's locale.
 */
const requiredInDefaultLocale = (req: PayloadRequest | undefined) =>
  (req?.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE

/** A localized one-line text, required in Russian, optional in English. */
export const localizedText = (name: string, label: AdminLabel, options: Options): TextField => ({
  name,
  type: 'text',
  localized: true,
  maxLength: options.maxLength,
  label,
  admin: options.description ? { description: options.description } : undefined,
  defaultValue: defaultIn(options.initial),
  validate: (value, args) =>
    textValidation(value, { ...args, required: requiredInDefaultLocale(args.req) }),
})

/** A localized paragraph, required in Russian, optional in English. */
export const localizedTextarea = (
  name: string,
  label: AdminLabel,
  options: Options,
): TextareaField => ({
  name,
  type: 'textarea',
  localized: true,
  maxLength: options.maxLength,
  label,
  admin: options.description ? { description: options.description } : undefined,
  defaultValue: defaultIn(options.initial),
  validate: (value, args) =>
    textareaValidation(value, { ...args, required: requiredInDefaultLocale(args.req) }),
})
