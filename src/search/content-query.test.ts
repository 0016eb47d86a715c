import { describe, expect, it } from 'vitest'

import { ContentQueryError, prepareSearch, queryContent } from './content-query'
import type { ContentSnapshot } from './snapshot-format'
import type { ContentDocument } from './types'

const doc = (d: Partial<ContentDocument> & Pick<ContentDocument, 'id' | 'type' | 'title'>) => ({
  summary: '',
  body: '',
  path: `/${d.id.replace(':', '/')}`,
  date: null,
  ...d,
})

/** Ordered by id, as the server writes snapshots. */
const ru: ContentSnapshot = {
  version: 1,
  locale: 'ru',
  documents: [
    doc({
      id: 'event:13',
      type: 'event',
      title: 'Круглый стол о санкциях',
      summary: 'Обсуждение международных санкций и их последствий для бизнеса.',
      date: '2025-02-20T10:00:00.000Z',
    }),
    doc({
      id: 'news:10',
      type: 'news',
      title: 'Коллегия вошла в рейтинг Legal 500',
      summary: 'Практика разрешения споров отмечена экспертами.',
      date: '2024-03-01T00:00:00.000Z',
    }),
    doc({
      id: 'news:11',
      type: 'news',
      title: 'Семинар по налоговым спорам',
      summary: 'Партнёры рассказали о новой практике налоговых споров.',
      date: '2023-11-15T00:00:00.000Z',
    }),
    doc({ id: 'person:5', type: 'person', title: 'Иван Петров', summary: 'Партнёр, арбитраж' }),
    doc({
      id: 'practice:1',
      type: 'practice',
      title: 'Международный арбитраж и инвестиционные споры',
      summary: 'Представляем клиентов в международных арбитражных институтах.',
      body: 'ICC, LCIA, SCC, МКАС при ТПП РФ; инвестиционные споры с государствами.',
      path: '/practices/1/international-arbitration',
    }),
    doc({
      id: 'practice:2',
      type: 'practice',
      title: 'Защита по уголовным делам',
      summary: 'Защита на стадии следствия и в суде.',
      path: '/practices/2/criminal-defence',
    }),
    doc({
      id: 'publication:12',
      type: 'publication',
      title: 'Комментарий к изменениям процессуального кодекса',
      summary: 'Что изменилось в порядке рассмотрения арбитражных дел.',
      date: '2024-06-10T00:00:00.000Z',
    }),
  ],
}

const en: ContentSnapshot = {
  version: 1,
  locale: 'en',
  documents: [
    doc({
      id: 'news:10',
      type: 'news',
      title: 'The firm is ranked by Legal 500',
      summary: 'Our dispute resolution practice was recognised.',
      date: '2024-03-01T00:00:00.000Z',
    }),
    doc({
      id: 'practice:1',
      type: 'practice',
      title: 'International arbitration and investment disputes',
      summary: 'We represent clients before arbitral institutions.',
      path: '/practices/1/international-arbitration',
    }),
    doc({
      id: 'practice:2',
      type: 'practice',
      title: 'Criminal defence',
      summary: 'Defence during investigation and at trial.',
      path: '/practices/2/criminal-defence',
    }),
  ],
}

const ids = (docs: { id: string }[]) => docs.map((d) => d.id)
const all = ids(ru.documents)

describe('queryContent', () => {
  it('fetches every document in snapshot order by default', async () => {
    expect(ids(await queryContent(ru).fetch())).toEqual(all)
    expect(await queryContent(ru).count()).toBe(ru.documents.length)
  })

  it('is immutable: each call returns a new query, the first one unchanged', async () => {
    const base = queryContent(ru)
    const news = base.where({ type: 'news' })
    expect(news).not.toBe(base)
    expect(ids(await news.fetch())).toEqual(['news:10', 'news:11'])
    expect(await base.count()).toBe(ru.documents.length)
    // A query can be reused and branched.
    expect(ids(await news.limit(1).fetch())).toEqual(['news:10'])
    expect(ids(await news.skip(1).fetch())).toEqual(['news:11'])
  })

  it('rejects a snapshot without documents', () => {
    expect(() => queryContent({} as ContentSnapshot)).toThrow(ContentQueryError)
  })
})

describe('where', () => {
  it('compares fields for equality; successive calls and several fields all hold', async () => {
    expect(ids(await queryContent(ru).where({ type: 'practice' }).fetch())).toEqual([
      'practice:1',
      'practice:2',
    ])
    expect(
      ids(await queryContent(ru).where({ type: 'practice' }).where({ id: 'practice:2' }).fetch()),
    ).toEqual(['practice:2'])
    expect(ids(await queryContent(ru).where({ type: 'news', id: 'practice:1' }).fetch())).toEqual(
      [],
    )
    expect(ids(await queryContent(ru).where({ date: null, type: 'person' }).fetch())).toEqual([
      'person:5',
    ])
  })

  it('$in and $ne', async () => {
    const q = queryContent(ru)
    expect(ids(await q.where({ type: { $in: ['event', 'publication'] } }).fetch())).toEqual([
      'event:13',
      'publication:12',
    ])
    expect(await q.where({ type: { $ne: 'news' } }).count()).toBe(5)
    expect(await q.where({ date: { $ne: null } }).count()).toBe(4)
    expect(await q.where({ type: { $in: [] } }).count()).toBe(0)
  })

  it('$gt, $gte, $lt, $lte on dates; undated documents match no range', async () => {
    const q = queryContent(ru)
    expect(ids(await q.where({ date: { $gte: '2024-03-01' } }).fetch())).toEqual([
      'event:13',
      'news:10',
      'publication:12',
    ])
    expect(ids(await q.where({ date: { $gt: '2024-03-01T00:00:00.000Z' } }).fetch())).toEqual([
      'event:13',
      'publication:12',
    ])
    expect(ids(await q.where({ date: { $lt: '2024-01-01' } }).fetch())).toEqual(['news:11'])
    expect(
      ids(await q.where({ date: { $gte: '2024-01-01', $lte: '2024-12-31' } }).fetch()),
    ).toEqual(['news:10', 'publication:12'])
  })

  it('$contains on text, ignoring case', async () => {
    expect(
      ids(
        await queryContent(ru)
          .where({ title: { $contains: 'СПОР' } })
          .fetch(),
      ),
    ).toEqual(['news:11', 'practice:1'])
    expect(
      ids(
        await queryContent(en)
          .where({ path: { $contains: '/practices/' } })
          .fetch(),
      ),
    ).toEqual(['practice:1', 'practice:2'])
  })

  it('refuses unknown fields, unknown operators and operands of the wrong kind', () => {
    const q = queryContent(ru)
    const cast = (filter: unknown) => filter as Parameters<typeof q.where>[0]
    expect(() => q.where(cast({ author: 'x' }))).toThrow(/unknown field "author"/)
    expect(() => q.where(cast({ title: { $regex: 'x' } }))).toThrow(/unknown operator \$regex/)
    expect(() => q.where(cast({ title: { $gt: 'a' } }))).toThrow(/date only/)
    expect(() => q.where({ date: { $gt: 'yesterday' } })).toThrow(/ISO date/)
    expect(() => q.where(cast({ date: { $contains: '2024' } }))).toThrow(/text fields/)
    expect(() => q.where(cast({ type: { $in: 'news' } }))).toThrow(/takes a list/)
    expect(() => q.where(cast({ id: 3 }))).toThrow(/compared with a string/)
    expect(() => q.where(cast(['type']))).toThrow(ContentQueryError)
  })
})

describe('sortBy', () => {
  it('sorts dates both ways, undated last', async () => {
    expect(ids(await queryContent(ru).sortBy('date', 'desc').fetch())).toEqual([
      'event:13',
      'publication:12',
      'news:10',
      'news:11',
      'person:5',
      'practice:1',
      'practice:2',
    ])
    expect(ids(await queryContent(ru).sortBy('date').limit(4).fetch())).toEqual([
      'news:11',
      'news:10',
      'publication:12',
      'event:13',
    ])
  })

  it('sorts text in the snapshot’s language, and uses later calls for ties (stable)', async () => {
    expect(
      (await queryContent(ru).where({ type: 'practice' }).sortBy('title').fetch()).map(
        (d) => d.title,
      ),
    ).toEqual(['Защита по уголовным делам', 'Международный арбитраж и инвестиционные споры'])
    expect(ids(await queryContent(ru).sortBy('type').sortBy('date', 'desc').fetch())).toEqual([
      'event:13',
      'news:10',
      'news:11',
      'person:5',
      'practice:1',
      'practice:2',
      'publication:12',
    ])
    // Equal keys keep the order they had.
    expect(ids(await queryContent(ru).where({ type: 'practice' }).sortBy('type').fetch())).toEqual([
      'practice:1',
      'practice:2',
    ])
  })

  it('refuses unknown fields and directions', () => {
    const q = queryContent(ru)
    expect(() => q.sortBy('author' as 'id')).toThrow(/unknown field/)
    expect(() => q.sortBy('date', 'up' as 'asc')).toThrow(/'asc' or 'desc'/)
  })
})

describe('limit and skip', () => {
  it('page through the results; count ignores them', async () => {
    const q = queryContent(ru).sortBy('id')
    expect(ids(await q.skip(2).limit(2).fetch())).toEqual(all.slice(2, 4))
    expect(ids(await q.limit(0).fetch())).toEqual([])
    expect(ids(await q.skip(100).fetch())).toEqual([])
    expect(await q.skip(2).limit(2).count()).toBe(all.length)
  })

  it('refuse negative, fractional and non-numbers', () => {
    const q = queryContent(ru)
    expect(() => q.limit(-1)).toThrow(/limit must be a whole number ≥ 0, not -1/)
    expect(() => q.skip(1.5)).toThrow(/skip must be a whole number/)
    expect(() => q.limit(Number.NaN)).toThrow(ContentQueryError)
    expect(() => q.limit('3' as unknown as number)).toThrow(ContentQueryError)
  })
})

describe('only and without', () => {
  it('return only the named fields, or all but them', async () => {
    const [first] = await queryContent(ru).only(['id', 'title']).limit(1).fetch()
    expect(first).toEqual({ id: 'event:13', title: 'Круглый стол о санкциях' })
    const [second] = await queryContent(ru).without(['body', 'summary']).skip(1).limit(1).fetch()
    expect(second).toEqual({
      id: 'news:10',
      type: 'news',
      title: 'Коллегия вошла в рейтинг Legal 500',
      path: '/news/10',
      date: '2024-03-01T00:00:00.000Z',
    })
    const [both] = await queryContent(ru).only(['id', 'title', 'path']).without(['path']).fetch()
    expect(Object.keys(both!)).toEqual(['id', 'title'])
  })

  it('still filter and sort on the fields they leave out', async () => {
    const titles = await queryContent(ru)
      .only(['title'])
      .where({ type: 'news' })
      .sortBy('date')
      .fetch()
    expect(titles).toEqual([
      { title: 'Семинар по налоговым спорам' },
      { title: 'Коллегия вошла в рейтинг Legal 500' },
    ])
  })

  it('do not change the snapshot’s documents', async () => {
    await queryContent(ru).without(['title']).fetch()
    expect(ru.documents[0]!.title).toBe('Круглый стол о санкциях')
  })

  it('refuse empty lists and unknown fields', () => {
    expect(() => queryContent(ru).only([])).toThrow(/non-empty list/)
    expect(() => queryContent(ru).without(['author' as 'id'])).toThrow(/unknown field/)
  })
})

describe('search', () => {
  it('finds Russian words in other forms (stemming): "арбитражного спора"', async () => {
    const found = await queryContent(ru).search('арбитражного спора').fetch()
    expect(found[0]?.title).toBe('Международный арбитраж и инвестиционные споры')
    const defence = await queryContent(ru).search('уголовное дело').fetch()
    expect(defence[0]?.title).toBe('Защита по уголовным делам')
  })

  it('finds English words in other forms, with one typo', async () => {
    expect(ids(await queryContent(en).search('arbitral disputes').fetch())[0]).toBe('practice:1')
    expect(ids(await queryContent(en).search('criminl').fetch())).toEqual(['practice:2'])
  })

  it('ranks title matches first and keeps relevance order', async () => {
    const found = ids(await queryContent(ru).search('споры').fetch())
    expect(found.slice(0, 2).sort()).toEqual(['news:11', 'practice:1'])
    expect(found).toContain('news:10')
  })

  it('matches nothing for a query without searchable words', async () => {
    expect(await queryContent(ru).search('').fetch()).toEqual([])
    expect(await queryContent(ru).search('   и   ').count()).toBe(0)
    expect(() => queryContent(ru).search(3 as unknown as string)).toThrow(ContentQueryError)
  })

  it('combines with where, sortBy, skip, limit and only', async () => {
    const q = queryContent(ru).search('споры')
    const total = await q.count()
    expect(total).toBeGreaterThanOrEqual(3)
    expect(ids(await q.where({ type: 'news' }).sortBy('date').fetch())).toEqual([
      'news:11',
      'news:10',
    ])
    expect(ids(await q.limit(1).fetch())).toEqual(ids(await q.fetch()).slice(0, 1))
    expect(ids(await q.skip(1).limit(1).fetch())).toEqual(ids(await q.fetch()).slice(1, 2))
    expect(await q.limit(1).count()).toBe(total)
    expect(await q.only(['id']).limit(1).fetch()).toEqual([{ id: ids(await q.fetch())[0] }])
  })

  it('gives hits with highlighted titles and the total, after limit', async () => {
    const { count, hits } = await queryContent(ru).search('арбитражного спора').limit(1).fetchHits()
    expect(count).toBe(1)
    expect(hits).toHaveLength(1)
    expect(hits[0]!.score).toBeGreaterThan(0)
    const marked = hits[0]!.title.filter((part) => part.match).map((part) => part.text)
    expect(marked).toEqual(['арбитраж', 'споры'])
    expect(hits[0]!.title.map((part) => part.text).join('')).toBe(hits[0]!.document.title)
    const disputes = await queryContent(ru).search('споры').limit(2).fetchHits()
    expect(disputes.count).toBe(await queryContent(ru).search('споры').count())
    expect(disputes.count).toBeGreaterThan(2)
    expect(disputes.hits).toHaveLength(2)
    await expect(queryContent(ru).limit(1).fetchHits()).rejects.toThrow(/needs search/)
  })

  it('builds one index per snapshot, ahead of time if asked', async () => {
    const copy: ContentSnapshot = { ...en, documents: [...en.documents] }
    expect(await prepareSearch(copy)).toBe(true)
    expect(await prepareSearch(copy)).toBe(false)
    expect(ids(await queryContent(copy).search('criminal').fetch())).toEqual(['practice:2'])
  })

  it('works on an empty snapshot', async () => {
    const empty: ContentSnapshot = { version: 1, locale: 'en', documents: [] }
    expect(await queryContent(empty).search('law').fetch()).toEqual([])
    expect(await queryContent(empty).search('law').fetchHits()).toEqual({ count: 0, hits: [] })
  })
})

describe('surround', () => {
  const byDate = queryContent(ru)
    .where({ date: { $ne: null } })
    .sortBy('date', 'desc')

  it('gives the previous and next documents in the query’s order, null at the ends', async () => {
    expect(ids((await byDate.surround('news:10')) as ContentDocument[])).toEqual([
      'publication:12',
      'news:11',
    ])
    const [newer, older] = await byDate.surround('event:13')
    expect(newer).toBeNull()
    expect(older?.id).toBe('publication:12')
    expect((await byDate.surround('news:11'))[1]).toBeNull()
  })

  it('takes how many before and after, nearest innermost, and ignores skip and limit', async () => {
    const around = await byDate.limit(1).surround('news:10', { before: 2, after: 2 })
    expect(around.map((d) => d?.id ?? null)).toEqual([
      'event:13',
      'publication:12',
      'news:11',
      null,
    ])
    expect(await byDate.surround('news:10', { before: 0, after: 0 })).toEqual([])
  })

  it('projects the documents and follows search order', async () => {
    const [prev, next] = await queryContent(ru).search('споры').only(['id']).surround('news:11')
    const order = ids(await queryContent(ru).search('споры').fetch())
    const at = order.indexOf('news:11')
    expect(prev).toEqual(at > 0 ? { id: order[at - 1] } : null)
    expect(next).toEqual(at < order.length - 1 ? { id: order[at + 1] } : null)
  })

  it('gives nulls for a document outside the results, and refuses bad arguments', async () => {
    expect(await byDate.surround('practice:1')).toEqual([null, null])
    await expect(byDate.surround('')).rejects.toThrow(/id of a document/)
    await expect(byDate.surround('news:10', { before: -1 })).rejects.toThrow(/surround before/)
  })
})
