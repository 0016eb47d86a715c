import { describe, expect, it } from 'vitest'
import { chainProblem, sourceProblem } from '@/lib/vanity-redirects'
import { achievements } from './achievements'

import { cases, clients, navigation, offices, pages, proBono, redirects, site } from './firm'
import { people } from './people'
import { posts } from './posts'
import { practices } from './practices'
import { sectors } from './sectors'
import { SPEC_PRACTICE_KEYS } from './spec-practices'

const allPractices = practices.flatMap((p) => [p, ...(p.children ?? [])])
const practiceKeys = new Set(allPractices.map((p) => p.key))
const sectorKeys = new Set(sectors.map((s) => s.key))
const personKeys = new Set(people.map((p) => p.key))

/** Every {ru, en} pair below a value: both present and non-empty. */
function bilingualPairs(value: unknown, path: string, out: [string, unknown, unknown][]): void {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) bilingualPairs(v, `${path}[${i}]`, out)
  } else if (value && typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.length === 2 && keys.includes('ru') && keys.includes('en')) {
      const pair = value as { ru: unknown; en: unknown }
      out.push([path, pair.ru, pair.en])
    } else for (const [k, v] of Object.entries(value)) bilingualPairs(v, `${path}.${k}`, out)
  }
}

describe('demo content', () => {
  it('has the practice list of SPEC §2', () => {
    for (const key of SPEC_PRACTICE_KEYS) {
      expect(practiceKeys.has(key), key).toBe(true)
    }
  })

  it('has about 80 people and 60+ posts of all three types over several years', () => {
    expect(people).toHaveLength(80)
    expect(posts.length).toBeGreaterThanOrEqual(60)
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(['news', 'publication', 'event']))
    expect(new Set(posts.map((p) => p.publishedAt.slice(0, 4))).size).toBeGreaterThanOrEqual(5)
    expect(new Set(achievements.map((a) => a.year)).size).toBeGreaterThanOrEqual(5)
  })

  it('keeps keys unique', () => {
    for (const [name, keys] of [
      ['practices', allPractices.map((p) => p.key)],
      ['sectors', sectors.map((s) => s.key)],
      ['people', people.map((p) => p.key)],
      ['posts', posts.map((p) => p.key)],
      ['pages', pages.map((p) => p.key)],
      ['redirects', redirects.map((r) => r.from)],
    ] as const) {
      expect(new Set(keys).size, name).toBe(keys.length)
    }
  })

  it('references only existing practices, sectors and people', () => {
    const check = (set: Set<string>, keys: string[] | undefined, where: string) => {
      for (const key of keys ?? []) expect(set.has(key), `${where} → ${key}`).toBe(true)
    }
    for (const p of allPractices) check(sectorKeys, p.sectors, `practice ${p.key}`)
    for (const p of people) {
      check(practiceKeys, p.practices, `person ${p.key}`)
      check(sectorKeys, p.sectors, `person ${p.key}`)
    }
    for (const p of posts) {
      check(personKeys, p.authors, `post ${p.key}`)
      check(practiceKeys, p.practices, `post ${p.key}`)
      check(sectorKeys, p.sectors, `post ${p.key}`)
    }
    for (const a of achievements) {
      check(practiceKeys, a.practices, `achievement ${a.year}`)
      check(personKeys, a.people, `achievement ${a.year}`)
    }
    for (const c of cases) {
      check(practiceKeys, c.practices, 'case')
      check(personKeys, c.people, 'case')
    }
    for (const c of clients) check(sectorKeys, c.sector ? [c.sector] : [], 'client')
    for (const r of redirects) {
      check(practiceKeys, r.practice ? [r.practice] : [], `redirect ${r.from}`)
      expect(Boolean(r.practice) !== Boolean(r.url), `redirect ${r.from}: practice or url`).toBe(
        true,
      )
    }
  })

  it('has every text in both languages', () => {
    const pairs: [string, unknown, unknown][] = []
    const all = {
      practices,
      sectors,
      people,
      posts,
      achievements,
      clients,
      cases,
      offices,
      proBono,
      pages,
      site,
      navigation,
    }
    bilingualPairs(all, 'content', pairs)
    expect(pairs.length).toBeGreaterThan(1000)
    for (const [path, ru, en] of pairs) {
      if (Array.isArray(ru) && Array.isArray(en)) {
        expect(ru.length, path).toBeGreaterThan(0)
        expect(en.length, path).toBe(ru.length === 0 ? 0 : en.length)
        for (const text of [...ru, ...en]) expect(String(text).trim(), path).not.toBe('')
      } else {
        expect(typeof ru === 'string' && ru.trim() !== '', `${path}.ru`).toBe(true)
        expect(typeof en === 'string' && en.trim() !== '', `${path}.en`).toBe(true)
      }
    }
  })

  it('writes /app, /demo and /qemo as real pages, with the same structure in both languages', () => {
    const mark = (line: string) => line.match(/^(## |### |- |1\. |> |---)/)?.[1] ?? 'p'
    for (const key of ['app', 'demo', 'qemo']) {
      const page = pages.find((p) => p.key === key)
      expect(page?.summary?.ru, key).toBeTruthy()
      expect(page?.body.ru.length, key).toBeGreaterThan(8)
      expect(page?.body.ru.map(mark), key).toEqual(page?.body.en.map(mark))
      expect(JSON.stringify(page), key).not.toMatch(/готовится|being prepared|lorem/i)
    }
  })

  it('has the vanity links of SPEC §2, and two-segment ones (issue 19), all valid', () => {
    expect(redirects.map((r) => r.from).sort()).toEqual(
      [
        '/corporate',
        '/criminal-defence',
        '/dispute-resolution',
        '/mzs-private-client',
        '/disputes/sanctions',
        '/events/forum-2026',
      ].sort(),
    )
    for (const r of redirects) {
      expect(sourceProblem(r.from), r.from).toBeUndefined()
      expect(chainProblem(r, redirects), r.from).toBeUndefined()
    }
  })
})
