import { describe, expect, it } from 'vitest'

import { SEARCH } from '@/config/constants'

import { excerptParts, highlightParts } from './highlight'
import type { ContentDocument } from './types'

const isSanction = (word: string) => word.toLowerCase().startsWith('санкц')

describe('highlightParts', () => {
  it('marks matching words and keeps everything else as text, markup included', () => {
    expect(highlightParts('<b>Санкции</b> и споры', isSanction)).toEqual([
      { text: '<b>', match: false },
      { text: 'Санкции', match: true },
      { text: '</b> и споры', match: false },
    ])
    expect(highlightParts('', isSanction)).toEqual([])
  })
})

describe('excerptParts', () => {
  const doc = (summary: string, body: string): ContentDocument => ({
    id: 'posts:1',
    type: 'news',
    title: 'Заголовок',
    summary,
    body,
    path: '/news/1',
    date: null,
  })

  it('prefers a matching summary', () => {
    const parts = excerptParts(doc('Новые санкции', 'санкции в тексте'), isSanction)
    expect(parts.map((part) => part.text).join('')).toBe('Новые санкции')
  })

  it('cuts the body around its first match, at word boundaries, with ellipses', () => {
    const filler = 'слово '.repeat(100)
    const text = excerptParts(doc('Итоги', `${filler}санкции ${filler}`), isSanction)
      .map((part) => part.text)
      .join('')
    expect(text.startsWith('…слово')).toBe(true)
    expect(text.endsWith('слово…')).toBe(true)
    expect(text).toContain('санкции')
    expect(text.length).toBeLessThanOrEqual(SEARCH.excerptChars + 2)
  })

  it('shows the start of the summary when nothing matches', () => {
    expect(excerptParts(doc('Итоги года', ''), isSanction)).toEqual([
      { text: 'Итоги года', match: false },
    ])
  })
})
