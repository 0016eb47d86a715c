import { describe, expect, it } from 'vitest'

import type { ContentSnapshot } from '@/search/snapshot-format'
import type { ContentDocument } from '@/search/types'

import { searchSnapshot } from './popup-search-engine'

const practice = (id: string, title: string): ContentDocument => ({
  id,
  type: 'practice',
  title,
  summary: '',
  body: '',
  path: `/practices/${id}`,
  date: null,
})

const en: ContentSnapshot = {
  version: 1,
  locale: 'en',
  documents: [
    practice('practices:8', 'International arbitration'),
    practice('practices:12', 'Criminal defence'),
  ],
}
const ru: ContentSnapshot = {
  version: 1,
  locale: 'ru',
  documents: [
    practice('practices:8', 'Международный арбитраж'),
    practice('practices:4', 'Банкротство'),
  ],
}

const titles = async (snapshot: ContentSnapshot, q: string) =>
  (await searchSnapshot(snapshot, q, 8)).hits.map((hit) => hit.document.title)

describe('searchSnapshot (the popup, as the visitor types)', () => {
  it('finds every keystroke of a word whose stem is shorter than what is typed', async () => {
    const word = 'arbitration'
    for (let i = 2; i <= word.length; i++) {
      expect(await titles(en, word.slice(0, i)), word.slice(0, i)).toEqual([
        'International arbitration',
      ])
    }
    const russian = 'арбитражного'
    for (let i = 3; i <= russian.length; i++) {
      expect(await titles(ru, russian.slice(0, i)), russian.slice(0, i)).toEqual([
        'Международный арбитраж',
      ])
    }
  })

  it('marks the words of the shorter query', async () => {
    const { hits } = await searchSnapshot(en, 'arbitrati', 8)
    expect(hits[0]?.title.filter((part) => part.match).map((part) => part.text)).toEqual([
      'arbitration',
    ])
  })

  it('still finds nothing for a finished word or one unlike the content', async () => {
    expect(await searchSnapshot(en, 'zzzqqqxx', 8)).toEqual({ count: 0, hits: [] })
    expect(await titles(en, 'arbitrat ')).toEqual([])
    expect(await titles(en, 'xyz')).toEqual([])
  })

  it('keeps the limit and the total', async () => {
    const { count, hits } = await searchSnapshot(en, 'a', 1)
    expect(hits).toHaveLength(1)
    expect(count).toBeGreaterThanOrEqual(1)
  })
})
