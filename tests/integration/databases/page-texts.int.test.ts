import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { translationStatus } from '@/cms/admin/translation-status'
import { closeDatabase } from '@/cms/database-lifecycle'
import { changeTags } from '@/cms/hooks/revalidate'
import { writePageTexts } from '@/cms/seed'

import { payloadFor, removeDataDir } from '../../helpers/db-scenario'

// The reader's module guards against a client bundle; this test process is the server.
vi.mock('server-only', () => ({}))
// Next's data cache lives only inside a Next server: here it keeps nothing, and records the tags
// each read is filed under and the tags each save expires, which must meet.
const tags = vi.hoisted(() => ({ read: new Set<string>(), expired: new Set<string>() }))
vi.mock('next/cache', () => ({
  unstable_cache:
    <R>(fn: () => Promise<R>, _key: string[], options: { tags: string[] }) =>
    () => {
      for (const tag of options.tags) tags.read.add(tag)
      return fn()
    },
  revalidateTag: (tag: string) => tags.expired.add(tag),
}))

/**
 * Page texts in the CMS (issue 19) on a real SQLite database: an editor changes a list intro and
 * an office's hours, the site's cached reader returns them, English falls back to Russian, and
 * the translation status names what lacks English.
 */
describe('page texts and office hours', () => {
  let payload: Payload
  let dataDir: string
  let editor: TypedUser
  const asEditor = () => ({ user: editor, overrideAccess: false })

  beforeAll(async () => {
    ;({ payload, dataDir } = await payloadFor())
    // Russian is required in every text: the seed's texts first, as on a fresh database.
    await writePageTexts(payload)
    editor = (await payload.create({
      collection: 'users',
      data: {
        email: 'texts@test.example',
        password: 'texts-editor-password-1991',
        roles: ['editor'],
      },
    })) as TypedUser
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
  })

  it('lets an editor change the press center intro; the reader returns it in both languages', async () => {
    const { getSiteTexts } = await import('@/data/site-texts')
    expect((await getSiteTexts('ru')).news?.intro).toMatch(/^Новости коллегии, аналитические/)
    await payload.updateGlobal({
      slug: 'site-texts',
      locale: 'ru',
      data: { news: { intro: 'Новости и публикации коллегии' } },
      ...asEditor(),
    })
    await payload.updateGlobal({
      slug: 'site-texts',
      locale: 'en',
      data: { news: { intro: 'Firm news and publications' } },
      ...asEditor(),
    })
    // What a page reads once the editor's save has expired the tags the reader files under.
    expect([...tags.read]).toEqual(changeTags({ global: 'site-texts' }))
    expect(tags.expired.has('global:site-texts')).toBe(true)
    expect((await getSiteTexts('ru')).news?.intro).toBe('Новости и публикации коллегии')
    expect((await getSiteTexts('en')).news?.intro).toBe('Firm news and publications')
    expect((await getSiteTexts('en')).contacts?.callbackTitle).toBe('Request a call back')
  })

  it('requires the Russian text and lets the English one be cleared', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'site-texts',
        locale: 'ru',
        data: { news: { intro: '' } },
        ...asEditor(),
      }),
    ).rejects.toThrow()
    await payload.updateGlobal({
      slug: 'site-texts',
      locale: 'en',
      data: { news: { intro: '' } },
      ...asEditor(),
    })
    const { getSiteTexts } = await import('@/data/site-texts')
    expect((await getSiteTexts('en')).news?.intro).toBe('Новости и публикации коллегии')
  })

  it('keeps office hours per office and language, English falling back to Russian', async () => {
    const office = await payload.create({
      collection: 'offices',
      locale: 'ru',
      data: { name: 'Филиал в Твери', kind: 'branch', hours: 'Пн–пт, 10:00–18:00' },
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'offices',
      id: office.id,
      locale: 'ru',
      data: { hours: 'Пн–чт, 10:00–18:00' },
      ...asEditor(),
    })
    const en = await payload.findByID({ collection: 'offices', id: office.id, locale: 'en' })
    expect(en.hours).toBe('Пн–чт, 10:00–18:00')
    expect(
      await translationStatus(payload, { collection: 'offices', id: office.id }, 'ru'),
    ).toEqual(['Название', 'Часы работы'])
    await payload.update({
      collection: 'offices',
      id: office.id,
      locale: 'en',
      data: { name: 'Tver branch', hours: 'Mon–Thu, 10:00–18:00' },
      ...asEditor(),
    })
    const translated = await payload.findByID({
      collection: 'offices',
      id: office.id,
      locale: 'en',
    })
    expect(translated.hours).toBe('Mon–Thu, 10:00–18:00')
    expect(
      await translationStatus(payload, { collection: 'offices', id: office.id }, 'ru'),
    ).toEqual([])
  })

  it('lists the global’s fields that lack English, in the admin’s language, with their tab', async () => {
    const ru = await translationStatus(payload, { global: 'site-texts' }, 'ru')
    expect(ru).toEqual(['Пресс-центр › Вступление'])
    const en = await translationStatus(payload, { global: 'site-texts' }, 'en')
    expect(en).toEqual(['Press center › Introduction'])
    expect(await translationStatus(payload, { global: 'no-such-global' }, 'ru')).toBeNull()
    expect(
      await translationStatus(payload, { collection: 'offices', id: 999_999 }, 'ru'),
    ).toBeNull()
  })
})
