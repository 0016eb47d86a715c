import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { countCaption } from './count-caption'

const field = countCaption('years', { ru: 'Годы', en: 'Years' }, { maxLength: 120 })
const validate = (value: unknown, locale: string, language = 'ru') =>
  (field.validate as (v: unknown, o: { req: PayloadRequest }) => true | string)(value, {
    req: { locale, i18n: { language } } as unknown as PayloadRequest,
  })

describe('a count caption field', () => {
  it('takes a caption with the forms the language needs', () => {
    expect(validate('{count, plural, one {год} few {года} many {лет}} на рынке', 'ru')).toBe(true)
    expect(validate('{count, plural, one {year} other {years}}', 'en')).toBe(true)
    // Empty in English: the Russian caption is shown there.
    expect(validate('', 'en')).toBe(true)
  })

  it("refuses a caption that gives one form for every number, in the editor's language", () => {
    expect(validate('лет на рынке', 'ru')).toMatch(/с формой для каждого числа/)
    expect(validate('years on the market', 'en', 'en')).toMatch(/a form for each number/)
    expect(validate('{count, plural, one {год} many {лет}}', 'ru')).toBe(
      'Не хватает форм для чисел: few (пример под полем)',
    )
  })

  it('still requires the Russian caption and keeps the length limit', () => {
    expect(validate('', 'ru')).toMatch(/русском/)
    expect(validate(`{count, plural, one {${'г'.repeat(130)}} few {г} many {г}}`, 'ru')).toMatch(
      /Не длиннее 120/,
    )
  })
})
