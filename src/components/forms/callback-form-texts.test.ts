import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { CALLBACK_ERROR_KEYS, CALLBACK_FIELDS } from '@/callback/schema'
import { CALLBACK } from '@/config/constants'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'

import { callbackFormTexts } from './callback-form-texts'
import { characterCount, commentCountText } from './comment-count'

const catalogues = { ru, en } as const
const LOCALES = ['ru', 'en'] as const
type Translate = Parameters<typeof callbackFormTexts>[0]
/** The catalogue's `callback` messages, keyed by any string as next-intl's server API has them. */
const translator = (locale: (typeof LOCALES)[number]) =>
  createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'callback',
  }) as unknown as Translate

describe('the callback form’s texts, formatted on the server', () => {
  it('give the live comment count exactly as the catalogue’s message reads', () => {
    for (const locale of LOCALES) {
      const t = translator(locale)
      const { commentCount } = callbackFormTexts(t)
      expect(commentCount).toContain('#')
      for (const count of [0, 1, 2, 5, 21, 999, 1999, 2000, 2001, 12345]) {
        expect(commentCountText(commentCount, count), `${locale} ${count}`).toBe(
          t('commentCount', { count, max: CALLBACK.commentMaxLength }),
        )
      }
    }
  })

  it('have a summary heading for every number of fields that can be wrong', () => {
    for (const locale of LOCALES) {
      const t = translator(locale)
      const { summary } = callbackFormTexts(t)
      expect(summary).toHaveLength(CALLBACK_FIELDS.length)
      summary.forEach((text, index) => {
        expect(text).toBe(t('summary', { count: index + 1 }))
      })
      expect(
        new Set(summary).size,
        `${locale}: 1 and more fields read differently`,
      ).toBeGreaterThan(1)
    }
  })

  it('carry a message for every error key, and the texts of SPEC §4 and §8 in English', () => {
    for (const locale of LOCALES) {
      const texts = callbackFormTexts(translator(locale))
      expect(Object.keys(texts.errors).sort()).toEqual([...CALLBACK_ERROR_KEYS].sort())
      for (const text of Object.values(texts)) {
        if (typeof text === 'string') expect(text.trim()).not.toBe('')
      }
    }
    const english = callbackFormTexts(translator('en'))
    expect(english.success).toBe('Your message is sent')
    expect(english.failure).toBe('Failed to send a message, please try once again.')
  })
})

describe('characterCount', () => {
  it('counts code points, as the schema bounds the comment', () => {
    expect(characterCount('')).toBe(0)
    expect(characterCount('abc')).toBe(3)
    expect(characterCount('👍🏽')).toBe(2)
    expect(characterCount('ёж')).toBe(2)
  })
})
