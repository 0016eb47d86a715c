import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'

import { formatCount, pluralTemplates } from './plural-templates'

const catalogues = { ru, en } as const

/** The catalogue's "N new publications", formatted by next-intl as the server formats it. */
function icu(locale: keyof typeof catalogues) {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'news.live' })
  return (count: number) => t('count', { count })
}

describe('live news count', () => {
  it('has the Russian plural forms', () => {
    const templates = pluralTemplates('ru', icu('ru'))
    expect(templates).toEqual({
      many: '# новых публикаций',
      one: '# новая публикация',
      few: '# новые публикации',
    })
    const text = (n: number) => formatCount(templates, 'ru', n)
    expect(text(1)).toBe('1 новая публикация')
    expect(text(3)).toBe('3 новые публикации')
    expect(text(5)).toBe('5 новых публикаций')
    expect(text(11)).toBe('11 новых публикаций')
    expect(text(21)).toBe('21 новая публикация')
    expect(text(1000)).toBe('1\u00a0000 новых публикаций')
  })

  it('has the English ones', () => {
    const templates = pluralTemplates('en', icu('en'))
    expect(formatCount(templates, 'en', 1)).toBe('1 new publication')
    expect(formatCount(templates, 'en', 2)).toBe('2 new publications')
    expect(formatCount(templates, 'en', 1000)).toBe('1,000 new publications')
  })

  it('says exactly what the ICU message says, for every count a visitor may see', () => {
    for (const locale of ['ru', 'en'] as const) {
      const format = icu(locale)
      const templates = pluralTemplates(locale, format)
      for (let n = 0; n <= 1200; n++) {
        expect(formatCount(templates, locale, n), `${locale} ${n}`).toBe(format(n))
      }
    }
  })

  it('refuses a message that spells the number out', () => {
    expect(() =>
      pluralTemplates('ru', (n) => (n % 10 === 1 ? 'одна публикация' : `${n} публикаций`)),
    ).toThrow(/must show the number/)
  })
})
