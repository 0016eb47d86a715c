import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { formatCount, pluralTemplates } from '@/i18n/plural-templates'

import en from './messages/en.json'
import ru from './messages/ru.json'

/**
 * Numbers that client components put into texts without the message formatter (see
 * client-code.test.ts) must read exactly as the catalogue's ICU message formats them, in both
 * languages.
 */
const catalogues = { ru, en } as const
const LOCALES = ['ru', 'en'] as const

describe('numbers filled in by the browser', () => {
  it('"N people found" of the team filters, by plural category', () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'team' })
      const templates = pluralTemplates(locale, (count) => t('count', { count }))
      for (let n = 0; n <= 1200; n++) {
        expect(formatCount(templates, locale, n), `${locale} ${n}`).toBe(t('count', { count: n }))
      }
    }
  })

  it('"Showing N of M" of the achievements filter, with the total filled in', () => {
    for (const locale of LOCALES) {
      const t = createTranslator({
        locale,
        messages: catalogues[locale],
        namespace: 'achievements',
      })
      for (const total of [0, 7, 42, 1500]) {
        const template = t('count', { shown: '#', total })
        for (let shown = 0; shown <= total; shown += 1 + Math.floor(total / 50)) {
          expect(template.replace('#', String(shown)), `${locale} ${shown}/${total}`).toBe(
            t('count', { shown, total }),
          )
        }
      }
    }
  })

  it('the status code of the error view', () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'error' })
      const template = t('status', { status: '#' })
      for (const status of [404, 500, 503]) {
        expect(template.replace('#', String(status))).toBe(t('status', { status }))
      }
    }
  })
})
