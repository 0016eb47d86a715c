import type { FieldHook, PayloadRequest, TextareaField, TextField } from 'payload'

import { adminTexts } from '@/cms/admin/translations'
import { DEFAULT_LOCALE } from '@/config/constants'

import type { AdminLabel } from './labels'

/**
 * An emptied text is stored as null, not '': the database adapter gives '' back as the English
 * value instead of falling back to Russian.
 */
export const emptyAsNull: FieldHook = ({ value }) =>
  typeof value === 'string' && value.trim() === '' ? null : value

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
 * empty, and visitors then read the Russian one (Payload's locale fallback), which the translation
 * notice at the top of the edit view names. Payload's `required` would demand every language, and
 * an editor could then never clear an English text, so the rule is this validator's, with the
 * request's locale and the messages in the editor's admin language.
 */
export const requiredInRussian =
  (maxLength: number) =>
  (value: unknown, { req }: { req: PayloadRequest }): true | string => {
    const text = typeof value === 'string' ? value.trim() : ''
    const texts = adminTexts(req?.i18n?.language).validation
    if (text.length > maxLength) return texts.tooLong.replace('{{max}}', String(maxLength))
    if (text || (req?.locale && req.locale !== DEFAULT_LOCALE)) return true
    return texts.russianRequired
  }

/** An optional text of at most `maxLength` characters, refused with the editor's admin language. */
export const atMost =
  (maxLength: number) =>
  (value: unknown, { req }: { req: PayloadRequest }): true | string =>
    typeof value === 'string' && value.trim().length > maxLength
      ? adminTexts(req?.i18n?.language).validation.tooLong.replace('{{max}}', String(maxLength))
      : true

/** What a one-line text and a paragraph share: localized, required in Russian, '' kept as null. */
const localized = (name: string, label: AdminLabel, options: Options) => ({
  name,
  localized: true,
  maxLength: options.maxLength,
  label,
  hooks: { beforeChange: [emptyAsNull] },
  admin: options.description ? { description: options.description } : undefined,
  defaultValue: defaultIn(options.initial),
  validate: requiredInRussian(options.maxLength),
})

/** A visitor's one-line text edited in both languages: required in Russian, optional in English. */
export const localizedText = (name: string, label: AdminLabel, options: Options): TextField => ({
  ...localized(name, label, options),
  type: 'text',
})

/** A visitor's paragraph edited in both languages: required in Russian, optional in English. */
export const localizedTextarea = (
  name: string,
  label: AdminLabel,
  options: Options,
): TextareaField => ({ ...localized(name, label, options), type: 'textarea' })
