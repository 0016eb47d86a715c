import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { CALLBACK_ERROR_KEYS, CALLBACK_FIELDS } from '@/callback/schema'
import { commentCountText } from '@/components/forms/comment-count'
import type { Locale } from '@/config/constants'
import { CALLBACK_FORM } from '@/lib/callback-form'

import { catalogue } from './catalogue'
import {
  CLIENT_TEXTS,
  type ClientNamespace,
  type ClientTextsOptions,
  pickClientTexts,
  type Translator,
} from './client-texts'
import { formatCount } from './plural-templates'

const LOCALES = ['ru', 'en'] as const

/** The catalogue's messages of `namespace`, keyed by any string as next-intl's server API has them. */
const translator = (locale: Locale, namespace: ClientNamespace) =>
  createTranslator({ locale, messages: catalogue(locale), namespace }) as unknown as Translator

const textsOf = <N extends ClientNamespace>(
  namespace: N,
  locale: Locale,
  options?: ClientTextsOptions,
) => pickClientTexts(namespace, translator(locale, namespace), locale, options)

const CALLBACK_OPTIONS: ClientTextsOptions = {
  counts: { summary: CALLBACK_FIELDS.length },
  rich: { agreement: { link: (chunks) => chunks } },
}

describe('the texts a client component receives', () => {
  it('are exactly the messages its namespace lists, nothing more', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(textsOf('search', locale)).sort()).toEqual(['empty', 'types'])
      expect(Object.keys(textsOf('slider', locale)).sort()).toEqual(['next', 'previous', 'role'])
      const popup = textsOf('popupSearch', locale)
      expect(Object.keys(popup).sort()).toEqual(Object.keys(CLIENT_TEXTS.popupSearch).sort())
      expect(textsOf('news', locale)).toEqual({ live: expect.any(Object) })
    }
  })

  it('read as the catalogue’s messages, groups whole', () => {
    const t = translator('en', 'team')
    const team = textsOf('team', 'en')
    expect(team.filters).toBe(t('filters'))
    expect(team.roles).toEqual(catalogue('en').team.roles)
    expect(textsOf('search', 'ru').types).toEqual(catalogue('ru').search.types)
  })

  it('of the callback form give the live comment count exactly as the catalogue’s message reads', () => {
    for (const locale of LOCALES) {
      const t = translator(locale, 'callback')
      const { commentCount } = textsOf('callback', locale, CALLBACK_OPTIONS)
      expect(commentCount).toContain('#')
      for (const count of [0, 1, 2, 5, 21, 999, 1999, 2000, 2001, 12345]) {
        expect(commentCountText(commentCount, count), `${locale} ${count}`).toBe(
          t('commentCount', { count, max: CALLBACK_FORM.commentMaxLength }),
        )
      }
    }
  })

  it('of the callback form have a summary heading for every number of fields that can be wrong', () => {
    for (const locale of LOCALES) {
      const t = translator(locale, 'callback')
      const { summary } = textsOf('callback', locale, CALLBACK_OPTIONS)
      expect(summary).toHaveLength(CALLBACK_FIELDS.length)
      summary.forEach((text, index) => {
        expect(text).toBe(t('summary', { count: index + 1 }))
      })
      expect(
        new Set(summary).size,
        `${locale}: 1 and more fields read differently`,
      ).toBeGreaterThan(1)
    }
    expect(() => textsOf('callback', 'ru', { rich: CALLBACK_OPTIONS.rich })).toThrow(/summary/)
  })

  it('of the callback form carry a message for every error key, and the texts of SPEC §4 and §8 in English', () => {
    for (const locale of LOCALES) {
      const texts = textsOf('callback', locale, CALLBACK_OPTIONS)
      expect(Object.keys(texts.errors).sort()).toEqual([...CALLBACK_ERROR_KEYS].sort())
      for (const text of Object.values(texts)) {
        if (typeof text === 'string') expect(text.trim()).not.toBe('')
      }
      expect(texts.agreement).toBeTruthy()
    }
    const english = textsOf('callback', 'en', CALLBACK_OPTIONS)
    expect(english.success).toBe('Your message is sent')
    expect(english.failure).toBe('Failed to send a message, please try once again.')
  })

  it('of the popup give its result count exactly as the catalogue’s plural message, in both languages', () => {
    for (const locale of LOCALES) {
      const t = translator(locale, 'popupSearch')
      const { count } = textsOf('popupSearch', locale)
      for (let n = 0; n <= 1200; n++) {
        expect(formatCount(count, locale, n), `${locale} ${n}`).toBe(t('count', { count: n }))
      }
    }
  })

  it('of the live news give "N new publications" exactly as the catalogue’s plural message', () => {
    for (const locale of LOCALES) {
      const t = translator(locale, 'news')
      const { live } = textsOf('news', locale)
      expect(live.show).toBe(t('live.show'))
      for (let n = 1; n <= 200; n++) {
        expect(formatCount(live.count, locale, n)).toBe(t('live.count', { count: n }))
      }
    }
  })
})
