import type { Field, FieldHook, PayloadRequest } from 'payload'

import { adminTexts } from '@/cms/admin/translations'
import { DEFAULT_LOCALE } from '@/config/constants'

import type { AdminLabel } from './labels'

/**
 * An emptied text is stored as null, not '': the database adapter gives '' back as the English
 * value instead of falling back to Russian.
 */
export const emptyAsNull: FieldHook = ({ value }) =>
  typeof value === 'string' && value.trim() === '' ? null : value

type CopyOptions = { maxLength: number; multiline?: boolean; description?: AdminLabel }

/**
 * A visitor text edited in the admin in both languages. Russian is required; English may be left
 * empty and then reads Russian (Payload's locale fallback), which the translation notice at the
 * top of the edit view names. Payload's own `required` would demand the English value as well,
 * and an editor could then never clear one.
 */
export function localizedCopy(name: string, label: AdminLabel, options: CopyOptions): Field {
  return {
    name,
    type: options.multiline ? 'textarea' : 'text',
    localized: true,
    maxLength: options.maxLength,
    label,
    hooks: { beforeChange: [emptyAsNull] },
    admin: options.description ? { description: options.description } : undefined,
    validate: (value: unknown, { req }: { req: PayloadRequest }) => {
      const text = typeof value === 'string' ? value.trim() : ''
      const texts = adminTexts(req?.i18n?.language).validation
      if (text.length > options.maxLength) {
        return texts.tooLong.replace('{{max}}', String(options.maxLength))
      }
      if (text || (req?.locale && req.locale !== DEFAULT_LOCALE)) return true
      return texts.russianRequired
    },
  } as Field
}
