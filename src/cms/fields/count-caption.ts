import type { TextField } from 'payload'

import { adminTexts } from '@/cms/admin/translations'
import { DEFAULT_LOCALE, LOCALES } from '@/config/constants'
import { countCaptionProblem } from '@/i18n/count-captions'

import type { AdminLabel } from './labels'
import { localizedText, requiredInRussian } from './localized-text'

const HELP: AdminLabel = {
  ru: 'С формой для каждого числа: {count, plural, one {год} few {года} many {лет}} на рынке — «1 год», «33 года», «35 лет».',
  en: 'With a form for each number: {count, plural, one {year} other {years}} on the market — "1 year", "35 years".',
}

/**
 * A caption under a count, in both languages: an ICU message with the plural forms the language
 * needs, so the figure and its noun agree ("33 года", never "33 лет"). Refused on save, in the
 * editor's admin language, when a form is missing.
 */
export const countCaption = (
  name: string,
  label: AdminLabel,
  options: { maxLength: number; initial?: AdminLabel },
): TextField => ({
  ...localizedText(name, label, { ...options, description: HELP }),
  validate: (value: unknown, args: Parameters<ReturnType<typeof requiredInRussian>>[1]) => {
    const plain = requiredInRussian(options.maxLength)(value, args)
    if (plain !== true || typeof value !== 'string' || !value.trim()) return plain
    const { req } = args
    const locale = LOCALES.find((l) => l === req?.locale) ?? DEFAULT_LOCALE
    const problem = countCaptionProblem(value, locale)
    if (!problem) return true
    const texts = adminTexts(req?.i18n?.language).validation
    return problem.kind === 'missingForms'
      ? texts.countCaptionForms.replace('{{forms}}', problem.forms.join(', '))
      : texts.countCaption
  },
})
