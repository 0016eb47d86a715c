import { describe, expect, it } from 'vitest'

import { EXCERPT_CHARS, excerptParts, foldForKeys, highlightParts } from './highlight'
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
    expect(text.length).toBeLessThanOrEqual(EXCERPT_CHARS + 2)
  })

  it('shows the start of the summary when nothing matches', () => {
    expect(excerptParts(doc('Итоги года', ''), isSanction)).toEqual([
      { text: 'Итоги года', match: false },
    ])
  })
})

describe('excerptParts with keys', () => {
  const doc = (body: string): ContentDocument => ({
    id: 'posts:1',
    type: 'news',
    title: 'Заголовок',
    summary: '',
    body,
    path: '/news/1',
    date: null,
  })
  const withKeys = Object.assign((word: string) => isSanction(word), { keys: ['сан'] })
  const filler = 'Сантехника и сани не в счёт. '.repeat(30)

  it('jumps between the keys and finds what judging every word finds', () => {
    for (const body of [
      `${filler}Здесь Санкции.`,
      `${filler}анти-санкционные меры`,
      `${filler}САНКЦИЯ в начале слова`,
      `${filler}без совпадений`,
      'Санкции в самом начале',
    ]) {
      expect(excerptParts(doc(body), withKeys)).toEqual(excerptParts(doc(body), isSanction))
    }
  })

  it('folds ё, case, apostrophes and Latin diacritics the way the index does', () => {
    expect(foldForKeys('Ёлка О’Брайен Café')).toBe("елка о'брайен cafe")
    // A letter whose lower case is longer would shift positions: no folded text then.
    expect(foldForKeys('İstanbul')).toBeNull()
  })
})
