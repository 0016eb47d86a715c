import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import { formatCount, pluralTemplates } from '@/i18n/plural-templates'

const catalogues = { ru, en } as const

describe('the popup’s result count, filled in by the browser', () => {
  it('reads exactly as the catalogue’s plural message, in both languages', () => {
    for (const locale of ['ru', 'en'] as const) {
      const t = createTranslator({
        locale,
        messages: catalogues[locale],
        namespace: 'popupSearch',
      })
      const templates = pluralTemplates(locale, (count) => t('count', { count }))
      for (let n = 0; n <= 1200; n++) {
        expect(formatCount(templates, locale, n), `${locale} ${n}`).toBe(t('count', { count: n }))
      }
    }
  })
})
