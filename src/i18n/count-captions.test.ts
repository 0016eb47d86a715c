import { describe, expect, it } from 'vitest'

import { countCaptionProblem, formatCountCaption, wholeNumberCategories } from './count-captions'

const YEARS_RU = '{count, plural, one {год} few {года} many {лет}} на рынке'

describe('count captions', () => {
  it('give each Russian count its own form', () => {
    const caption = (n: number) => formatCountCaption(YEARS_RU, 'ru', n)
    expect(caption(1)).toBe('год на рынке')
    expect(caption(21)).toBe('год на рынке')
    expect(caption(33)).toBe('года на рынке')
    expect(caption(35)).toBe('лет на рынке')
    expect(caption(11)).toBe('лет на рынке')
    expect(caption(112)).toBe('лет на рынке')
  })

  it('give English one and many', () => {
    const caption = '{count, plural, one {year} other {years}} on the market'
    expect(formatCountCaption(caption, 'en', 1)).toBe('year on the market')
    expect(formatCountCaption(caption, 'en', 35)).toBe('years on the market')
  })

  it('know which forms whole numbers need', () => {
    expect(wholeNumberCategories('ru').sort()).toEqual(['few', 'many', 'one'])
    expect(wholeNumberCategories('en').sort()).toEqual(['one', 'other'])
  })

  it('accept a caption with every form the language needs', () => {
    expect(countCaptionProblem(YEARS_RU, 'ru')).toBeUndefined()
  })

  it('refuse a caption without a plural, with a missing form, or unparsable', () => {
    expect(countCaptionProblem('лет на рынке', 'ru')).toEqual({ kind: 'noPlural' })
    expect(countCaptionProblem('{count, plural, one {год} many {лет}}', 'ru')).toEqual({
      kind: 'missingForms',
      forms: ['few'],
    })
    expect(countCaptionProblem('{count, plural, other {years}}', 'en')).toEqual({
      kind: 'missingForms',
      forms: ['one'],
    })
    expect(countCaptionProblem('{count, plural, one {год}', 'ru')).toEqual({ kind: 'syntax' })
    expect(countCaptionProblem('{years, plural, one {год} few {года} many {лет}}', 'ru')).toEqual({
      kind: 'noPlural',
    })
  })

  it('show an old plain caption as written', () => {
    expect(formatCountCaption('лет на рынке', 'ru', 35)).toBe('лет на рынке')
    expect(formatCountCaption('{broken', 'ru', 35)).toBe('{broken')
  })
})
