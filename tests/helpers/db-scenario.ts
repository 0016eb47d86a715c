import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { expect } from 'vitest'

/** Removes a data directory made by payloadFor. */
export function removeDataDir(dataDir: string | undefined): void {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}

/** Points this test process at a fresh data directory (and optionally PostgreSQL), then loads Payload. */
export async function payloadFor(
  databaseUrl?: string,
): Promise<{ payload: Payload; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-'))
  process.env.DATA_DIR = dataDir
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl
  else delete process.env.DATABASE_URL
  const { parseEnv } = await import('@/config/env')
  const { loadPayload, migrate } = await import('@/cms/bootstrap')
  const payload = await loadPayload()
  await migrate(payload, parseEnv())
  return { payload, dataDir }
}

/**
 * The same scenario on either database: a localized document in ru and en, read with fallback,
 * hidden while a draft, visible once published, found by its slug in each language.
 */
export async function localizedPublishScenario(payload: Payload): Promise<void> {
  const created = await payload.create({
    collection: 'posts',
    locale: 'ru',
    data: {
      title: 'Верховный суд разъяснил порядок банкротства',
      type: 'news',
      publishedAt: '2025-03-01T09:00:00.000Z',
      summary: 'Только по-русски',
      _status: 'draft',
    },
    draft: true,
  })
  expect(created.slug).toBe('verkhovnyy-sud-razyasnil-poryadok-bankrotstva')
  await payload.update({
    collection: 'posts',
    id: created.id,
    locale: 'en',
    data: { title: 'Supreme Court clarifies bankruptcy procedure', slug: '' },
    draft: true,
  })

  const en = await payload.findByID({
    collection: 'posts',
    id: created.id,
    locale: 'en',
    draft: true,
  })
  expect(en.title).toBe('Supreme Court clarifies bankruptcy procedure')
  expect(en.slug).toBe('supreme-court-clarifies-bankruptcy-procedure')
  // Not translated: falls back to Russian.
  expect(en.summary).toBe('Только по-русски')
  const enOnly = await payload.findByID({
    collection: 'posts',
    id: created.id,
    locale: 'en',
    fallbackLocale: false,
    draft: true,
  })
  expect(enOnly.summary ?? null).toBeNull()

  const anonymous = { overrideAccess: false, draft: false } as const
  const hidden = await payload.find({
    collection: 'posts',
    where: { id: { equals: created.id } },
    ...anonymous,
  })
  expect(hidden.totalDocs).toBe(0)

  await payload.update({
    collection: 'posts',
    id: created.id,
    locale: 'ru',
    data: { _status: 'published' },
  })
  await payload.update({
    collection: 'posts',
    id: created.id,
    locale: 'en',
    data: { _status: 'published' },
  })

  const bySlug = async (locale: 'ru' | 'en', slug: string) =>
    payload.find({ collection: 'posts', locale, where: { slug: { equals: slug } }, ...anonymous })
  const ruHit = await bySlug('ru', 'verkhovnyy-sud-razyasnil-poryadok-bankrotstva')
  expect(ruHit.docs.map((d) => d.id)).toEqual([created.id])
  expect(ruHit.docs[0]?.title).toBe('Верховный суд разъяснил порядок банкротства')
  const enHit = await bySlug('en', 'supreme-court-clarifies-bankruptcy-procedure')
  expect(enHit.docs.map((d) => d.id)).toEqual([created.id])
  expect(enHit.docs[0]?.title).toBe('Supreme Court clarifies bankruptcy procedure')
  // A slug of one language does not match in the other.
  expect((await bySlug('en', 'verkhovnyy-sud-razyasnil-poryadok-bankrotstva')).totalDocs).toBe(0)

  await payload.delete({ collection: 'posts', id: created.id })
}

/** Anonymous callers never read staff accounts, callback requests or the jobs queue (mail jobs). */
export async function privateCollectionsScenario(payload: Payload): Promise<void> {
  await payload.create({
    collection: 'callback-requests',
    data: {
      name: 'Иван',
      phone: '+74951234567',
      status: 'new',
      notification: 'pending',
      consent: { agreed: true },
    },
  })
  for (const collection of ['callback-requests', 'users', 'payload-jobs'] as const) {
    // Payload's Forbidden error (its message is translated, its status is not).
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  }
}

/**
 * Callback requests are the inbox role's alone: staff without it (an editor, an admin) read,
 * change and delete none; a user with it reads them. The role is a stored option on both
 * databases (PostgreSQL keeps roles in an enum).
 */
export async function inboxOnlyScenario(payload: Payload): Promise<void> {
  const user = async (name: string, roles: ('admin' | 'editor' | 'inbox')[]) =>
    payload.create({
      collection: 'users',
      data: { email: `${name}@inbox-scenario.example`, password: `${name}-password-1991`, roles },
    })
  const [editor, admin, inbox] = await Promise.all([
    user('editor', ['editor']),
    user('admin', ['admin', 'editor']),
    user('inbox', ['inbox']),
  ])
  expect(inbox.roles).toEqual(['inbox'])
  const request = await payload.create({
    collection: 'callback-requests',
    data: {
      name: 'Мария',
      phone: '+74957654321',
      status: 'new',
      notification: 'skipped',
      consent: { agreed: true },
    },
  })
  const as = (who: typeof editor) => ({ user: who, overrideAccess: false }) as const
  for (const who of [editor, admin]) {
    const collection = 'callback-requests'
    await expect(payload.find({ collection, ...as(who) })).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.findByID({ collection, id: request.id, ...as(who) }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({ collection, id: request.id, data: { status: 'done' }, ...as(who) }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(payload.delete({ collection, id: request.id, ...as(who) })).rejects.toMatchObject({
      status: 403,
    })
  }
  const seen = await payload.find({ collection: 'callback-requests', ...as(inbox) })
  expect(seen.docs.map((doc) => doc.phone)).toContain('+74957654321')
  await payload.delete({ collection: 'callback-requests', id: request.id })
  for (const who of [editor, admin, inbox])
    await payload.delete({ collection: 'users', id: who.id })
}
