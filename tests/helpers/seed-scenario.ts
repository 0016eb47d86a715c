import type { Payload } from 'payload'
import { expect } from 'vitest'

import { committedMigrations, preparedThrough } from '@/cms/prepared-database'
import { seed } from '@/cms/seed'
import { ensureAdmin } from '@/cms/seed/admin'

/** Seeding fills every content collection in both languages, and a second run changes nothing. */
export async function seedScenario(payload: Payload): Promise<void> {
  const first = await seed(payload, { log: () => undefined })
  expect(first.seeded).toBe(true)
  expect(first.counts.people).toBe(80)
  expect(first.counts.posts).toBeGreaterThanOrEqual(60)
  expect(first.counts.practices).toBeGreaterThanOrEqual(21)
  for (const [collection, count] of Object.entries(first.counts)) {
    expect(count, collection).toBeGreaterThan(0)
  }
  const second = await seed(payload, { log: () => undefined })
  expect(second).toEqual({ seeded: false, counts: first.counts })

  // Both languages are present, with their own slugs.
  const sanctions = await payload.find({
    collection: 'practices',
    where: { sectionKey: { equals: 'international-sanctions' } },
    locale: 'all',
    depth: 0,
  })
  const doc = sanctions.docs[0] as unknown as { title: { ru: string; en: string } }
  expect(doc.title.ru).toMatch(/санкц/i)
  expect(doc.title.en).toMatch(/sanction/i)
  // Images are stored with the sizes sharp made from them: display sizes in WebP, the share image
  // in JPEG (link previews of some messengers do not read WebP).
  const post = await payload.find({
    collection: 'posts',
    where: { image: { exists: true } },
    limit: 1,
    depth: 1,
    sort: 'id',
  })
  const cover = post.docs[0]?.image
  expect(typeof cover === 'object' && cover?.sizes?.portrait).toMatchObject({
    width: 360,
    height: 450,
    mimeType: 'image/webp',
  })
  expect(typeof cover === 'object' && cover?.sizes?.og).toMatchObject({
    width: 1200,
    height: 630,
    mimeType: 'image/jpeg',
  })
  const site = await payload.findGlobal({ slug: 'site', locale: 'en' })
  expect(site.phone).toMatch(/^\+7/)
  expect(site.email).toContain('@')
}

/** `seed --reset` removes the demo content and seeds it anew: same counts, same ids and slugs. */
export async function reseedScenario(payload: Payload): Promise<void> {
  const snapshot = async () =>
    (
      await payload.find({ collection: 'practices', sort: 'id', limit: 3, depth: 0, locale: 'en' })
    ).docs.map((d) => [d.id, d.slug])
  const before = await snapshot()
  const edited = await payload.create({
    collection: 'clients',
    data: { name: 'Added by an editor', order: 1 },
  })
  const again = await seed(payload, { reset: true, log: () => undefined })
  expect(again.seeded).toBe(true)
  expect(again.counts.clients).toBe(20)
  expect(
    await payload.find({ collection: 'clients', where: { id: { equals: edited.id } } }),
  ).toMatchObject({ totalDocs: 0 })
  expect(await snapshot()).toEqual(before)
}

/**
 * The time a seeding test may take: the whole demo content with its generated images, which on a
 * machine loaded by other work (CI's neighbours, parallel builds) has taken over two minutes.
 */
export const SEED_TEST_TIMEOUT_MS = 360_000

/**
 * Once the bootstrap's steps have run, `npm start`'s own reading of the database, without Payload
 * (src/cms/prepared-database.ts), finds nothing left for them to do: its queries name the tables
 * and columns the migrations made. Read through this Payload's own connection.
 */
export async function preparedScenario(payload: Payload): Promise<void> {
  const db = payload.db as unknown as {
    client?: { execute: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
    pool?: { query: (q: string) => Promise<{ rows: Record<string, unknown>[] }> }
  }
  const read = async (query: string) =>
    (await (db.pool ? db.pool.query(query) : db.client?.execute(query)))?.rows ?? []
  const kind = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
  const expected = { migrations: committedMigrations(kind), seed: true, admin: true }
  await seed(payload, { log: () => undefined })
  if ((await payload.count({ collection: 'users' })).totalDocs === 0) {
    expect(await preparedThrough(read, expected)).toBe(false)
    await ensureAdmin(payload, { email: 'admin@example.ru', password: 'prepared-scenario-1991' })
  }
  expect(await preparedThrough(read, expected)).toBe(true)
}
