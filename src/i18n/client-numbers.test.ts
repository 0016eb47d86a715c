import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { catalogue } from './catalogue'
import { pickClientTexts, type Translator } from './client-texts'
import { formatCount } from './plural-templates'

/**
 * Numbers that client components put into texts without the message formatter (see
 * client-code.test.ts) must read exactly as the catalogue's ICU message formats them, in both
 * languages: each text as the client receives it from its server half (client-texts.ts).
 */
const LOCALES = ['ru', 'en'] as const

describe('numbers filled in by the browser', () => {
  it('"N people found" of the team filters, by plural category', () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: catalogue(locale), namespace: 'team' })
      const { count } = pickClientTexts('team', t as unknown as Translator, locale)
      for (let n = 0; n <= 1200; n++) {
        expect(formatCount(count, locale, n), `${locale} ${n}`).toBe(t('count', { count: n }))
      }
    }
  })

  it('"Showing N of M" of the achievements filter, with the total filled in', () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: catalogue(locale), namespace: 'achievements' })
      for (const total of [0, 7, 42, 1500]) {
        const { count } = pickClientTexts('achievements', t as unknown as Translator, locale, {
          values: { count: { total } },
        })
        for (let shown = 0; shown <= total; shown += 1 + Math.floor(total / 50)) {
          expect(count.replace('#', String(shown)), `${locale} ${shown}/${total}`).toBe(
            t('count', { shown, total }),
          )
        }
      }
    }
  })

  it('the status code of the error view', () => {
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: catalogue(locale), namespace: 'error' })
      const { status } = pickClientTexts('error', t as unknown as Translator, locale)
      for (const code of [404, 500, 503]) {
        expect(status.replace('#', String(code))).toBe(t('status', { status: code }))
      }
    }
  })
})
