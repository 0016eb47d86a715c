import { describe, expect, it } from 'vitest'

import { countCaptionProblem } from '@/i18n/count-captions'

import { FIGURE_CAPTIONS, HOME_DEFAULTS } from './home-defaults'

describe('home defaults', () => {
  it('caption every figure with the plural forms of both languages', () => {
    for (const caption of Object.values(FIGURE_CAPTIONS)) {
      expect(countCaptionProblem(caption.ru, 'ru')).toBeUndefined()
      expect(countCaptionProblem(caption.en, 'en')).toBeUndefined()
    }
  })

  it('say the founding year in the heading only, not again in the lead', () => {
    for (const locale of ['ru', 'en'] as const) {
      expect(HOME_DEFAULTS.hero.heading[locale]).toContain('1991')
      expect(HOME_DEFAULTS.hero.lead[locale]).not.toContain('1991')
    }
  })
})
