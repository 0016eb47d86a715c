import { describe, expect, it } from 'vitest'

import {
  addDocuments,
  createSearchIndex,
  FEW_MATCHES,
  removeDocuments,
  searchIndex,
  withinOneEdit,
  words,
} from './engine'
import type { ContentDocument, SearchType } from './types'

const doc = (
  id: string,
  type: SearchType,
  title: string,
  summary = '',
  body = '',
): ContentDocument => ({
  id,
  type,
  title,
  summary,
  body,
  path: `/${id}`,
  date: null,
})

async function ruIndex() {
  const index = createSearchIndex('ru')
  await addDocuments(index, [
    doc(
      'p:1',
      'practice',
      'Международный арбитраж и инвестиционные споры',
      'Представляем клиентов',
    ),
    doc('p:2', 'practice', 'Защита по уголовным делам', 'Уголовное право'),
    doc(
      'n:1',
      'news',
      'Новости коллегии',
      'Итоги года',
      'Суд рассмотрел арбитражный спор о поставке',
    ),
    doc('n:2', 'news', 'Ёлка в офисе', 'Праздник'),
  ])
  return index
}

const ids = (results: { hits: { document: ContentDocument }[] }) =>
  results.hits.map((hit) => hit.document.id)

describe('searchIndex', () => {
  it('understands Russian morphology and ranks the title match first', async () => {
    const found = await searchIndex(await ruIndex(), {
      q: 'арбитражного спора',
      limit: 10,
      offset: 0,
    })
    expect(ids(found)[0]).toBe('p:1')
    expect(ids(found)).toContain('n:1')
    expect(
      (await searchIndex(await ruIndex(), { q: 'уголовное дело', limit: 10, offset: 0 })).hits[0]
        ?.document.id,
    ).toBe('p:2')
  })

  it('forgives one typo, treats ё as е and ignores stop words alone', async () => {
    const index = await ruIndex()
    expect(ids(await searchIndex(index, { q: 'арбитаж', limit: 10, offset: 0 }))).toContain('p:1')
    expect(ids(await searchIndex(index, { q: 'елка', limit: 10, offset: 0 }))).toEqual(['n:2'])
    expect(await searchIndex(index, { q: 'по и в', limit: 10, offset: 0 })).toEqual({
      count: 0,
      hits: [],
      facets: {},
    })
  })

  it('filters by type while counting every type', async () => {
    const index = await ruIndex()
    const news = await searchIndex(index, { q: 'арбитраж', types: ['news'], limit: 10, offset: 0 })
    expect(ids(news)).toEqual(['n:1'])
    expect(news.count).toBe(1)
    expect(news.facets).toEqual({ practice: 1, news: 1 })
  })

  it('pages with limit and offset', async () => {
    const index = await ruIndex()
    const all = ids(await searchIndex(index, { q: 'арбитраж', limit: 10, offset: 0 }))
    expect(ids(await searchIndex(index, { q: 'арбитраж', limit: 1, offset: 1 }))).toEqual([all[1]])
  })

  it('falls back to any word when no document has them all', async () => {
    const found = await searchIndex(await ruIndex(), {
      q: 'арбитраж квазизвезда',
      limit: 10,
      offset: 0,
    })
    expect(ids(found)).toContain('p:1')
  })

  it('forgets removed documents', async () => {
    const index = await ruIndex()
    await removeDocuments(index, ['p:2'])
    expect((await searchIndex(index, { q: 'уголовное', limit: 10, offset: 0 })).hits).toHaveLength(
      0,
    )
  })

  it('finds the new version of a document removed and added again, and ignores unknown ids', async () => {
    const index = await ruIndex()
    await removeDocuments(index, ['p:2', 'no:such'])
    await addDocuments(index, [doc('p:2', 'practice', 'Налоговые споры', 'Налоговое право')])
    expect(ids(await searchIndex(index, { q: 'уголовное', limit: 10, offset: 0 }))).toEqual([])
    expect(ids(await searchIndex(index, { q: 'налоговых', limit: 10, offset: 0 }))).toEqual(['p:2'])
    await expect(addDocuments(index, [doc('p:2', 'practice', 'Дубль')])).rejects.toThrow(/p:2/)
  })

  it('stays right after many removals clean the index up', async () => {
    const index = createSearchIndex('ru')
    const many = Array.from({ length: 400 }, (_, i) =>
      doc(`n:${i}`, 'news', `Новость ${i}`, i % 2 ? 'Арбитражный спор' : 'Налоговый спор'),
    )
    await addDocuments(index, many)
    // More than a quarter removed: the postings are compacted.
    await removeDocuments(
      index,
      many.filter((_, i) => i % 4 !== 0).map(({ id }) => id),
    )
    const found = await searchIndex(index, { q: 'налоговый спор', limit: 200, offset: 0 })
    expect(found.count).toBe(100)
    expect(found.facets).toEqual({ news: 100 })
    expect(ids(found).every((id) => Number(id.slice(2)) % 4 === 0)).toBe(true)
    await addDocuments(index, [doc('n:1', 'news', 'Снова арбитраж')])
    expect(ids(await searchIndex(index, { q: 'арбитраж', limit: 10, offset: 0 }))).toEqual(['n:1'])
  })

  it('looks for typos only when the words as typed find few documents', async () => {
    const index = createSearchIndex('ru')
    await addDocuments(
      index,
      Array.from({ length: FEW_MATCHES }, (_, i) => doc(`n:${i}`, 'news', `Спор ${i}`)),
    )
    await addDocuments(index, [doc('n:typo', 'news', 'Сбор')])
    const found = await searchIndex(index, { q: 'спор', limit: 50, offset: 0 })
    expect(found.count).toBe(FEW_MATCHES)
    expect(ids(found)).not.toContain('n:typo')
    await removeDocuments(index, ['n:0'])
    expect(ids(await searchIndex(index, { q: 'спор', limit: 50, offset: 0 }))).toContain('n:typo')
  })

  it('stems English and marks the matching words', async () => {
    const index = createSearchIndex('en')
    await addDocuments(index, [
      doc('p:1', 'practice', 'International arbitration', 'We arbitrate disputes'),
    ])
    const [hit] = (await searchIndex(index, { q: 'arbitrations dispute', limit: 10, offset: 0 }))
      .hits
    expect(hit?.title).toEqual([
      { text: 'International ', match: false },
      { text: 'arbitration', match: true },
    ])
    expect(hit?.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual([
      'arbitrate',
      'disputes',
    ])
  })
})

describe('withinOneEdit', () => {
  it('allows one insertion, deletion or substitution', () => {
    expect(withinOneEdit('арбитраж', 'арбитаж')).toBe(true)
    expect(withinOneEdit('спор', 'спорт')).toBe(true)
    expect(withinOneEdit('спор', 'сбор')).toBe(true)
    expect(withinOneEdit('спор', 'спор')).toBe(true)
    expect(withinOneEdit('спор', 'сбыт')).toBe(false)
    expect(withinOneEdit('a', 'abc')).toBe(false)
  })
})

describe('the excerpt’s keys (a matching word contains its query word’s first letters)', () => {
  // The excerpt search jumps to occurrences of each query word's first letters
  // (src/search/highlight.ts). That is sound only if every indexed word, folded, begins with the
  // first min(3, length − 1) letters of its stem: checked over the whole demo content.
  it('holds for every word of the demo content in both languages', async () => {
    const { posts } = await import('@/cms/seed/data/posts')
    const { people } = await import('@/cms/seed/data/people')
    const { practices } = await import('@/cms/seed/data/practices')
    const { foldForKeys } = await import('./highlight')
    const text = JSON.stringify([posts, people, practices])
    for (const locale of ['ru', 'en'] as const) {
      const index = createSearchIndex(locale)
      const wrong: string[] = []
      let words = 0
      for (const word of new Set(text.match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu))) {
        const stem = index.normalize(word)
        if (!stem) continue
        words++
        const key = stem.slice(0, Math.min(3, stem.length - 1))
        if (!foldForKeys(word)?.startsWith(key)) wrong.push(`${word} → ${stem}`)
      }
      expect(words).toBeGreaterThan(5_000)
      expect(wrong).toEqual([])
    }
  })

  it('finds the same excerpt as judging every word', async () => {
    const body = (word: string) =>
      `${'Вступление без нужного слова. '.repeat(40)}Здесь ${word} в середине. ${'Ещё текст. '.repeat(40)}`
    const docs = [
      doc('a', 'news', 'Первый', '', body('Арбитражного')),
      doc('b', 'news', 'Второй', '', body('бизнес-арбитраж')),
      doc('c', 'news', 'Третий', '', `Мараарбитраж ${body('АРБИТРАЖ')}`),
    ]
    const index = createSearchIndex('ru')
    await addDocuments(index, docs)
    const { hits } = await searchIndex(index, { q: 'арбитраж', limit: 10, offset: 0 })
    expect(hits).toHaveLength(3)
    for (const hit of hits) {
      const marked = hit.excerpt.filter((part) => part.match).map((part) => part.text)
      expect(marked.length).toBeGreaterThan(0)
      expect(marked.join(' ').toLowerCase()).toMatch(/арбитраж/)
      expect(hit.excerpt.map((part) => part.text).join('')).toMatch(/^…/)
    }
  })
})

describe('words', () => {
  // words() splits plain Russian and English text with a short explicit class (faster than the
  // Unicode properties): for every character of the Basic Multilingual Plane, it must split as
  // the Unicode classes do, inside a word, between words and next to an apostrophe.
  it('splits every text as runs of Unicode letters and digits', () => {
    const unicode = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu
    const wrong: string[] = []
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue
      const c = String.fromCharCode(code)
      for (const text of [`я${c}ж`, `Dog${c}'s ${c} ${c}’ё`]) {
        if (JSON.stringify(words(text)) !== JSON.stringify(text.match(unicode) ?? [])) {
          wrong.push(`U+${code.toString(16)}`)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(words('Дело № 12 — «Ёлка» и O’Neil’s café, 5 ₽')).toEqual([
      'Дело',
      '12',
      'Ёлка',
      'и',
      'O’Neil’s',
      'café',
      '5',
    ])
  })
})
