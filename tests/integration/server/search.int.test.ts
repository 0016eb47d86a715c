/**
 * Search against the running production server on the seeded demo database: ranking quality over
 * the labelled queries, odd input on every way in, the index and the content snapshot following
 * publishes, unpublishes and deletes, and drafts never showing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SEARCH } from '@/search/query'
import {
  type ContentManifest,
  type ContentSnapshot,
  NO_SNAPSHOT_CACHE_CONTROL,
  SNAPSHOT_CACHE_CONTROL,
} from '@/search/snapshot-format'
import { SEARCH_TYPES } from '@/search/types'
import { type AppServer, startApp } from '../../../support/app-server'
import { recallAt5, SEARCH_QUALITY } from '../../../support/search-quality'
import { eventually } from '../../helpers/eventually'
import { adminToken, codes, field, postGraphql } from '../../helpers/graphql-http'

let app: AppServer
let endpoint: string
let token: string
const createdPosts: number[] = []

const graphql = (body: unknown, init?: Parameters<typeof postGraphql>[2]) =>
  postGraphql(endpoint, body, init)

type Hit = { id: string; type: string; title: string; path: string }
type Results = { count: number; hits: Hit[]; facets: { type: string; count: number }[] }

const SEARCH_QUERY = `query ($q: String!, $locale: SearchLocale, $types: [SearchType!], $limit: Int, $offset: Int) {
  search(q: $q, locale: $locale, types: $types, limit: $limit, offset: $offset) {
    count facets { type count } hits { id type title path }
  }
}`

async function search(q: string, locale: 'ru' | 'en' = 'ru', extra: Record<string, unknown> = {}) {
  const { json } = await graphql({ query: SEARCH_QUERY, variables: { q, locale, ...extra } })
  return field<Results>(json, 'search')
}

async function manifest(): Promise<ContentManifest> {
  const res = await fetch(`${app.url}/_content/manifest.json`)
  expect(res.status).toBe(200)
  return (await res.json()) as ContentManifest
}

async function snapshot(hash: string): Promise<ContentSnapshot> {
  const res = await fetch(`${app.url}/_content/${hash}/db.json`)
  expect(res.status).toBe(200)
  return (await res.json()) as ContentSnapshot
}

async function createPost(data: Record<string, unknown>, draft = false): Promise<number> {
  const { json } = await graphql(
    {
      query: `mutation ($data: mutationPostInput!, $draft: Boolean) {
        createPost(data: $data, draft: $draft) { id }
      }`,
      variables: { data, draft },
    },
    { token },
  )
  const id = field<{ id: number }>(json, 'createPost').id
  createdPosts.push(id)
  return id
}

async function updatePost(id: number, data: Record<string, unknown>, draft = false) {
  const { json } = await graphql(
    {
      query: `mutation ($id: Int!, $data: mutationPostUpdateInput!, $draft: Boolean) {
        updatePost(id: $id, data: $data, draft: $draft) { id }
      }`,
      variables: { id, data, draft },
    },
    { token },
  )
  expect(json.errors).toBeUndefined()
}

beforeAll(async () => {
  app = await startApp()
  endpoint = `${app.url}/graphql`
  token = await adminToken(endpoint)
})

afterAll(async () => {
  for (const id of createdPosts) {
    await graphql({ query: `mutation { deletePost(id: ${id}) { id } }` }, { token })
  }
  await app?.stop()
})

describe('ranking quality', () => {
  for (const locale of ['ru', 'en'] as const) {
    it(`finds the labelled results in the first five (${locale}, recall@5 ≥ 0.9)`, async () => {
      const misses: string[] = []
      let total = 0
      for (const { q, expected } of SEARCH_QUALITY[locale]) {
        const titles = (await search(q, locale, { limit: 5 })).hits.map((hit) => hit.title)
        const recall = recallAt5(expected, titles)
        total += recall
        if (recall < 1) misses.push(`${q} → ${titles.join(' | ')}`)
      }
      const recall = total / SEARCH_QUALITY[locale].length
      console.info(`search recall@5 ${locale}: ${recall.toFixed(3)}; misses: ${misses.join('; ')}`)
      expect(SEARCH_QUALITY[locale].length).toBeGreaterThanOrEqual(20)
      expect(recall).toBeGreaterThanOrEqual(0.9)
    })
  }

  it('ranks a title match above body matches and counts every type', async () => {
    const found = await search('арбитражного спора')
    expect(found.hits[0]?.title).toBe('Международный арбитраж')
    expect(found.count).toBe(found.facets.reduce((sum, facet) => sum + facet.count, 0))
    const practices = await search('арбитражного спора', 'ru', { types: ['practice'] })
    expect(practices.hits.every((hit) => hit.type === 'practice')).toBe(true)
    expect(practices.count).toBe(found.facets.find((facet) => facet.type === 'practice')?.count)
  })
})

/** Odd things people (and robots) send: markup, SQL, regexes, control characters, huge input. */
const FUZZ = [
  '',
  ' ',
  '%',
  '_',
  '\\',
  '*',
  '"',
  "'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '(((((',
  '[a-z]+',
  '.*',
  '$where',
  '{"$gt": ""}',
  '\u0000',
  '\u202e\u202d',
  '😀⚖️👩‍⚖️',
  'a'.repeat(5000),
  'арбитраж '.repeat(300),
  '%E0%A4%A',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'ё Ё й Й',
  '\ud800',
  ...Array.from({ length: 24 }, (_, i) =>
    // Deterministic noise: printable and not, across scripts.
    String.fromCodePoint(
      ...Array.from({ length: 1 + (i % 9) }, (_, j) => ((i * 7919 + j * 104729) % 0x2fff) + 1),
    ),
  ),
]

/** Percent-encoding that cannot be decoded, sent as is: broken sequences, a lone surrogate. */
const MALFORMED = ['%E0%A4%A', '%ED%A0%80', '%', '%%', '%00', '%C0%AF']

/** A fuzzed string as a query-string value; strings that cannot be encoded go malformed. */
const asQueryValue = (q: string) => (q.isWellFormed() ? encodeURIComponent(q) : MALFORMED[1])

describe('odd input', () => {
  it('malformed percent-encoding in the query string is no server error', async () => {
    for (const raw of MALFORMED) {
      const res = await fetch(`${app.url}/search?q=${raw}`)
      expect(res.status, raw).toBeLessThan(500)
    }
  })

  it('the /search page answers every fuzzed query, type and page without a server error', async () => {
    for (const q of FUZZ) {
      for (const [locale, extra] of [
        ['', ''],
        ['/en', '&type=person&page=2'],
        ['', '&type=<b>&page=-1'],
      ]) {
        const res = await fetch(`${app.url}${locale}/search?q=${asQueryValue(q)}${extra}`)
        expect(res.status, `${locale} ${JSON.stringify(q).slice(0, 60)} ${extra}`).toBeLessThan(500)
        const html = await res.text()
        expect(html).not.toContain('<script>alert(1)</script>')
        expect(html).not.toContain('<img src=x onerror')
      }
    }
  })

  it('GraphQL search answers every fuzzed query, and refuses bad bounds with BAD_USER_INPUT', async () => {
    for (const q of FUZZ.filter((text) => Array.from(text).length <= SEARCH.maxQueryLength)) {
      const { status, json } = await graphql({ query: SEARCH_QUERY, variables: { q } })
      expect(status, JSON.stringify(q)).toBe(200)
      expect(json.errors, JSON.stringify(q)).toBeUndefined()
    }
    for (const variables of [
      { q: 'a'.repeat(SEARCH.maxQueryLength + 1) },
      { q: 'спор', limit: 0 },
      { q: 'спор', limit: SEARCH.maxLimit + 1 },
      { q: 'спор', offset: -1 },
      { q: 'спор', offset: SEARCH.maxOffset + 1 },
    ]) {
      const { status, json } = await graphql({ query: SEARCH_QUERY, variables })
      expect(status).toBeLessThan(500)
      expect(codes(json), JSON.stringify(variables).slice(0, 80)).toEqual(['BAD_USER_INPUT'])
    }
    const badType = await graphql({
      query: SEARCH_QUERY,
      variables: { q: 'спор', types: ['users'] },
    })
    expect(badType.status).toBe(400)
  })
})

describe('content snapshot', () => {
  it('names each language’s snapshot in a manifest; snapshots are kept briefly, unknown ones 404', async () => {
    const current = await manifest()
    for (const locale of ['ru', 'en'] as const) {
      const res = await fetch(`${app.url}/_content/${current[locale]}/db.json`)
      // A snapshot may be withdrawn (a post unpublished): no cache may keep it for long.
      expect(res.headers.get('cache-control')).toBe(SNAPSHOT_CACHE_CONTROL)
      expect(res.headers.get('cache-control')).not.toMatch(/immutable|31536000/)
      const db = (await res.json()) as ContentSnapshot
      expect(db.locale).toBe(locale)
      expect(db.documents.length).toBeGreaterThan(200)
      expect(new Set(db.documents.map((doc) => doc.type))).toEqual(new Set(SEARCH_TYPES))
    }
    for (const hash of ['0123456789abcdef', 'nothex', '../../etc/passwd']) {
      const res = await fetch(`${app.url}/_content/${encodeURIComponent(hash)}/db.json`)
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: string }).error).toMatch(/manifest/)
      // Cacheable briefly, so that a cache in front replaces the copy it held.
      expect(res.headers.get('cache-control')).toBe(NO_SNAPSHOT_CACHE_CONTROL)
    }
  })

  it('serves no snapshot that holds an unpublished or deleted post, in either language', async () => {
    const word = `квазиотзыв${Date.now() % 100_000}`
    const holding = async (locale: 'ru' | 'en') => {
      const hash = (await manifest())[locale]
      const db = await snapshot(hash)
      return db.documents.some((doc) => doc.title.includes(word)) ? hash : undefined
    }
    const id = await createPost({
      title: `Коллегия отозвала ${word}`,
      summary: 'Проверка снимка',
      type: 'news',
      publishedAt: '2026-11-20T10:00:00.000Z',
      _status: 'published',
    })
    for (const [change, gone] of [
      ['unpublished', () => updatePost(id, { _status: 'draft' })],
      ['deleted', () => graphql({ query: `mutation { deletePost(id: ${id}) { id } }` }, { token })],
    ] as const) {
      if (change === 'deleted') await updatePost(id, { _status: 'published' })
      let withPost: string[] = []
      await eventually(async () => {
        withPost = (await Promise.all([holding('ru'), holding('en')])).filter(
          (hash): hash is string => !!hash,
        )
        expect(withPost.length, `${change}: published in a snapshot`).toBeGreaterThan(0)
      })
      await gone()
      await eventually(async () => expect((await search(word)).count).toBe(0))
      for (const hash of withPost) {
        const res = await fetch(`${app.url}/_content/${hash}/db.json`)
        expect(res.status, `${change}: ${hash} still served`).toBe(404)
        expect(((await res.json()) as { error: string }).error).toMatch(/manifest\.json/)
      }
      for (const locale of ['ru', 'en'] as const) {
        expect(withPost).not.toContain((await manifest())[locale])
        expect(await holding(locale)).toBeUndefined()
      }
    }
  })
})

describe('following the content', () => {
  it('a published post is found within seconds, on the index and in a new snapshot; unpublished or deleted it is gone', async () => {
    const word = `квазибенчмарк${Date.now() % 100_000}`
    const before = await manifest()
    // Both search pages asked before the post exists: kept by Next, empty, until the index changes.
    const pages = () =>
      Promise.all(
        ['/news', '/search'].map(async (path) => {
          const response = await fetch(`${app.url}${path}?q=${encodeURIComponent(word)}`)
          expect(response.status).toBe(200)
          return response.text()
        }),
      )
    await pages()
    const id = await createPost({
      title: `Коллегия провела ${word}`,
      summary: 'Проверка поиска',
      type: 'news',
      publishedAt: '2026-11-20T10:00:00.000Z',
      _status: 'published',
    })
    await eventually(async () => {
      const found = await search(word)
      expect(found.hits.map((hit) => hit.id)).toEqual([`posts:${id}`])
    })
    const after = await manifest()
    expect(after.ru).not.toBe(before.ru)
    const db = await snapshot(after.ru)
    expect(db.documents.some((doc) => doc.id === `posts:${id}` && doc.title.includes(word))).toBe(
      true,
    )
    // The press center's search and the search page use the same index.
    await eventually(async () => {
      for (const page of await pages()) expect(page).toContain(`/news/${id}`)
    })

    await updatePost(id, { _status: 'draft' })
    await eventually(async () => expect((await search(word)).count).toBe(0))
    await eventually(async () => {
      for (const page of await pages()) expect(page).not.toContain(`/news/${id}`)
    })

    await updatePost(id, { _status: 'published' })
    await eventually(async () => expect((await search(word)).count).toBe(1))
    await graphql({ query: `mutation { deletePost(id: ${id}) { id } }` }, { token })
    await eventually(async () => expect((await search(word)).count).toBe(0))
    const gone = await snapshot((await manifest()).ru)
    expect(gone.documents.some((doc) => doc.id === `posts:${id}`)).toBe(false)
  })

  it('the press center’s search shows a found post as it is now, after an edit', async () => {
    const word = `квазиправка${Date.now() % 100_000}`
    const id = await createPost({
      title: 'Первое название заметки',
      summary: `Заметка ${word}`,
      type: 'news',
      publishedAt: '2026-11-20T10:00:00.000Z',
      _status: 'published',
    })
    const press = async () => (await fetch(`${app.url}/news?q=${encodeURIComponent(word)}`)).text()
    await eventually(async () => expect(await press()).toContain('Первое название заметки'))
    // Asked again, the answer may come from the server's copy of the page; an edit empties it.
    expect(await press()).toContain('Первое название заметки')

    await updatePost(id, { title: 'Второе название заметки', summary: `Заметка ${word} вновь` })
    await eventually(async () => {
      const page = await press()
      expect(page).toContain('Второе название заметки')
      expect(page).toContain(`Заметка ${word} вновь`)
      expect(page).not.toContain('Первое название заметки')
    })
  })

  it('never shows drafts, nor the draft of a published post', async () => {
    const word = `квазичерновик${Date.now() % 100_000}`
    await createPost(
      {
        title: `Черновик ${word}`,
        type: 'news',
        publishedAt: '2026-11-20T10:00:00.000Z',
        _status: 'draft',
      },
      true,
    )
    const published = await createPost({
      title: 'Опубликованная заметка для проверки черновиков',
      type: 'news',
      publishedAt: '2026-11-20T10:00:00.000Z',
      _status: 'published',
    })
    await updatePost(published, { title: `Правка ${word}`, _status: 'draft' }, true)
    // Give the bus time to deliver whatever it would.
    await eventually(async () =>
      expect((await search('Опубликованная заметка')).count).toBeGreaterThan(0),
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await search(word)).count).toBe(0)
    const db = await snapshot((await manifest()).ru)
    expect(JSON.stringify(db)).not.toContain(word)
  })
})
