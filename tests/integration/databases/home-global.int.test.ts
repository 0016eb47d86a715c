/**
 * Issue 19, items 1, 3 and 4: the `home` global on a real SQLite database. What an editor sets
 * through the Local API (with the editor's rights) is what the home page's reader returns; empty
 * curated lists give the automatic defaults (by `order` first); English falls back to Russian.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '@/cms/database-lifecycle'
import { HOME_DEFAULTS } from '@/cms/globals/home-defaults'
import type { User } from '@/config/payload-types'
import { readHomeContent } from '@/data/home-content'
import { DISPLAY_SORT } from '@/lib/display-order'

import { payloadFor, removeDataDir } from '../../helpers/db-scenario'

type Editor = User & { collection: 'users' }

describe('home global (SQLite)', () => {
  let payload: Payload
  let dataDir: string
  let editor: Editor
  const ids: Record<'achievements' | 'posts' | 'practices' | 'clients', number[]> = {
    achievements: [],
    posts: [],
    practices: [],
    clients: [],
  }
  /**
   * Saves the global as the editor would: the editor's rights, in one language; published (the
   * admin's publish button) unless it is a draft (its save-draft button).
   */
  const save = (locale: 'ru' | 'en', data: Record<string, unknown>, { draft = false } = {}) =>
    payload.updateGlobal({
      slug: 'home',
      locale,
      data: { ...data, _status: draft ? 'draft' : 'published' },
      draft,
      user: editor,
      overrideAccess: false,
      depth: 0,
    })

  beforeAll(async () => {
    ;({ payload, dataDir } = await payloadFor())
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'home-editor@test.example',
        password: 'home-editor-pass-1991',
        roles: ['editor'],
      },
    })
    editor = { ...user, collection: 'users' } as Editor
    // Rankings whose `order` and year disagree, so that the sort shows which one leads.
    const rankings = [
      { title: 'A 2020, order 5', year: 2020, order: 5 },
      { title: 'B 2019, order 1', year: 2019, order: 1 },
      { title: 'C 2024, order 1', year: 2024, order: 1 },
      { title: 'D 2026, default order', year: 2026 },
    ]
    for (const r of rankings) {
      const doc = await payload.create({
        collection: 'achievements',
        locale: 'ru',
        // Rankings and practices have drafts: what the home page lists is published.
        data: { ...r, source: 'Chambers Europe', _status: 'published' },
      })
      ids.achievements.push(doc.id)
    }
    for (const [i, day] of ['2025-01-10', '2025-03-10', '2025-02-10'].entries()) {
      const doc = await payload.create({
        collection: 'posts',
        locale: 'ru',
        data: {
          title: `Публикация ${i}`,
          type: 'news',
          publishedAt: `${day}T09:00:00.000Z`,
          _status: 'published',
        },
      })
      ids.posts.push(doc.id)
    }
    const draft = await payload.create({
      collection: 'posts',
      locale: 'ru',
      data: { title: 'Черновик', type: 'news', publishedAt: '2025-04-01T09:00:00.000Z' },
      draft: true,
    })
    ids.posts.push(draft.id)
    for (const [title, order] of [
      ['Споры', 3],
      ['Банкротство', 1],
      ['Налоги', 2],
    ] as const) {
      ids.practices.push(
        (
          await payload.create({
            collection: 'practices',
            data: { title, order, _status: 'published' },
          })
        ).id,
      )
    }
    for (const [name, order] of [
      ['Клиент Б', 2],
      ['Клиент А', 1],
    ] as const) {
      ids.clients.push((await payload.create({ collection: 'clients', data: { name, order } })).id)
    }
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
  })

  const titles = (docs: { title?: string | null; name?: string | null }[]) =>
    docs.map((d) => d.title ?? d.name)

  it('reads today’s texts from a database that never saved the global', async () => {
    const ru = await readHomeContent(payload, 'ru')
    expect(ru.texts.hero.heading).toBe(HOME_DEFAULTS.hero.heading.ru)
    expect(ru.texts.sections.allNews).toBe(HOME_DEFAULTS.sections.allNews.ru)
    expect(ru.texts.hero.primaryLink).toBe('/contacts')
    const en = await readHomeContent(payload, 'en')
    expect(en.texts.cta.title).toBe(HOME_DEFAULTS.cta.title.en)
  })

  it('gives the automatic lists while the curated ones are empty, by order first', async () => {
    const home = await readHomeContent(payload, 'ru')
    // order 1 (2024, then 2019), order 5, then the default order 100.
    expect(titles(home.achievements)).toEqual([
      'C 2024, order 1',
      'B 2019, order 1',
      'A 2020, order 5',
      'D 2026, default order',
    ])
    // Newest first, and never a draft.
    expect(titles(home.posts)).toEqual(['Публикация 1', 'Публикация 2', 'Публикация 0'])
    expect(titles(home.practices)).toEqual(['Банкротство', 'Налоги', 'Споры'])
    expect(titles(home.clients)).toEqual(['Клиент А', 'Клиент Б'])
  })

  it('sorts every collection with an order field by it first, through DISPLAY_SORT', async () => {
    const found = await payload.find({
      collection: 'achievements',
      sort: [...DISPLAY_SORT.achievements],
      depth: 0,
    })
    expect(found.docs.map((d) => d.order)).toEqual([1, 1, 5, 100])
    expect(found.docs.map((d) => d.year)).toEqual([2024, 2019, 2020, 2026])
  })

  it('shows what an editor sets: the hero heading and the featured rankings, in order', async () => {
    const [a, b, c, d] = ids.achievements
    await save('ru', {
      hero: { heading: 'Новый заголовок главной' },
      featured: { achievements: [d, a, c] },
    })
    const home = await readHomeContent(payload, 'ru')
    expect(home.texts.hero.heading).toBe('Новый заголовок главной')
    // The other texts keep their values.
    expect(home.texts.hero.eyebrow).toBe(HOME_DEFAULTS.hero.eyebrow.ru)
    expect(home.achievements.map((x) => x.id)).toEqual([d, a, c])

    await save('ru', { featured: { achievements: [b, d] } })
    expect((await readHomeContent(payload, 'ru')).achievements.map((x) => x.id)).toEqual([b, d])
  })

  it('leaves out picks a visitor may not read, and keeps the editor’s order', async () => {
    const [p0, p1, , draft] = ids.posts
    await save('ru', { featured: { posts: [draft, p0, p1] } })
    const home = await readHomeContent(payload, 'ru')
    expect(home.posts.map((p) => p.id)).toEqual([p0, p1])
    await save('ru', { featured: { posts: [] } })
    expect((await readHomeContent(payload, 'ru')).posts).toHaveLength(3)
  })

  it('shows English where an editor wrote it and Russian where not', async () => {
    await save('ru', { hero: { heading: 'Заголовок по-русски', lead: 'Подзаголовок по-русски' } })
    await save('en', { hero: { heading: 'An English heading', lead: null } })
    const en = await readHomeContent(payload, 'en')
    expect(en.texts.hero.heading).toBe('An English heading')
    expect(en.texts.hero.lead).toBe('Подзаголовок по-русски')
    expect(en.texts.hero.eyebrow).toBe(HOME_DEFAULTS.hero.eyebrow.en)
    expect((await readHomeContent(payload, 'ru')).texts.hero.heading).toBe('Заголовок по-русски')

    await save('en', { hero: { heading: null } })
    expect((await readHomeContent(payload, 'en')).texts.hero.heading).toBe('Заголовок по-русски')
  })

  it('requires the Russian texts, not the English ones, and refuses links to other hosts', async () => {
    await expect(save('ru', { hero: { heading: '' } })).rejects.toThrow(/heading|Heading/)
    await expect(save('en', { hero: { eyebrow: '' } })).resolves.toBeTruthy()
    await expect(save('ru', { hero: { primaryLink: '//evil.example' } })).rejects.toThrow()
    await expect(save('ru', { cta: { buttonLink: 'https://evil.example' } })).rejects.toThrow()
    expect((await readHomeContent(payload, 'ru')).texts.hero.primaryLink).toBe('/contacts')
  })

  it('keeps a draft from visitors until it is published; staff read it with draft rights', async () => {
    await save('ru', { hero: { heading: 'Опубликованный заголовок' } })
    await save('ru', { hero: { heading: 'Заголовок в черновике' } }, { draft: true })
    const staffDraft = { overrideAccess: false, draft: true, user: editor } as const
    expect((await readHomeContent(payload, 'ru')).texts.hero.heading).toBe(
      'Опубликованный заголовок',
    )
    expect((await readHomeContent(payload, 'ru', staffDraft)).texts.hero.heading).toBe(
      'Заголовок в черновике',
    )
    // A visitor asking for drafts (REST and GraphQL pass `draft`) still gets the published texts.
    const asked = await payload.findGlobal({
      slug: 'home',
      locale: 'ru',
      depth: 0,
      draft: true,
      overrideAccess: false,
    })
    expect(asked.hero?.heading).toBe('Опубликованный заголовок')

    // The editor's version records its author; publishing makes the draft what visitors read.
    const versions = await payload.findGlobalVersions({
      slug: 'home',
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    })
    expect(versions.docs[0]?.version).toMatchObject({ _status: 'draft', updatedBy: editor.id })
    await save('ru', {})
    expect((await readHomeContent(payload, 'ru')).texts.hero.heading).toBe('Заголовок в черновике')
    const log = await payload.find({
      collection: 'publication-log',
      where: { target: { equals: 'home' } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
    })
    expect(log.docs[0]).toMatchObject({ action: 'published', user: editor.id })
    await save('ru', { hero: { heading: 'Заголовок по-русски' } })
  })

  it('lets only staff change the global', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'home',
        data: { hero: { heading: 'Чужой заголовок' } },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect((await readHomeContent(payload, 'ru')).texts.hero.heading).toBe('Заголовок по-русски')
  })
})
