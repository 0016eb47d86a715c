import type { Field, PayloadRequest } from 'payload'

import { adminTexts } from '@/cms/admin/translations'
import { DEFAULT_LOCALE } from '@/config/constants'

import type { AdminLabel } from './labels'

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
