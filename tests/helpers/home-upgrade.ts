/**
 * The upgrade that gave the home global drafts (migration `home_drafts`, issue 19 item 3) on a
 * database with content: migrated up to the migration before it, a home page written as the
 * previous version stored it (raw SQL: today's model has columns that database does not), then
 * the rest of the migrations. The home page must read as it did, published, with one version.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'

type Migration = { name: string }

/** A fresh data directory (and optionally PostgreSQL), migrated up to `home_drafts` (excluded). */
export async function payloadBeforeHomeDrafts(
  databaseUrl?: string,
): Promise<{ payload: Payload; dataDir: string; rest: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-upgrade-'))
  process.env.DATA_DIR = dataDir
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl
  else delete process.env.DATABASE_URL
  const { loadPayload } = await import('@/cms/bootstrap')
  const payload = await loadPayload()
  const all = (databaseUrl ? postgresMigrations : sqliteMigrations) as Migration[]
  const at = all.findIndex((m) => m.name.endsWith('_home_drafts'))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: all.slice(0, at) as never })
  return { payload, dataDir, rest: () => payload.db.migrate({ migrations: all as never }) }
}

const BEFORE = {
  updatedAt: '2026-11-20T10:00:00.000Z',
  ru: { heading: 'Заголовок до обновления', cta: 'Призыв до обновления' },
  en: { heading: 'Heading before the upgrade', cta: 'Call before the upgrade' },
  link: '/team',
}

/** Writes the home page as the model before drafts stored it. */
async function writeOldHome(payload: Payload): Promise<void> {
  const db = payload.db as unknown as {
    drizzle: unknown
    execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
  }
  const run = (raw: string) => db.execute({ drizzle: db.drizzle, raw })
  await run(
    `INSERT INTO "home" ("id", "hero_primary_link", "updated_at", "created_at") VALUES (1, '${BEFORE.link}', '${BEFORE.updatedAt}', '${BEFORE.updatedAt}')`,
  )
  for (const [id, locale] of [
    [1, 'ru'],
    [2, 'en'],
  ] as const) {
    const texts = BEFORE[locale]
    await run(
      `INSERT INTO "home_locales" ("id", "hero_heading", "cta_title", "_locale", "_parent_id") VALUES (${id}, '${texts.heading}', '${texts.cta}', '${locale}', 1)`,
    )
  }
}

/** The upgrade keeps the home page as it was: published, with its first version. */
export async function homeDraftsUpgradeScenario(
  payload: Payload,
  rest: () => Promise<void>,
): Promise<void> {
  await writeOldHome(payload)
  await rest()
  const { readHomeContent } = await import('@/data/home-content')
  for (const locale of ['ru', 'en'] as const) {
    const home = await readHomeContent(payload, locale)
    expect(home.texts.hero.heading).toBe(BEFORE[locale].heading)
    expect(home.texts.cta.title).toBe(BEFORE[locale].cta)
    expect(home.texts.hero.primaryLink).toBe(BEFORE.link)
  }
  const row = await payload.findGlobal({ slug: 'home', depth: 0, overrideAccess: true })
  expect(row._status).toBe('published')
  const versions = await payload.findGlobalVersions({ slug: 'home', locale: 'all', depth: 0 })
  expect(versions.totalDocs).toBe(1)
  const first = versions.docs[0]
  expect(first?.version._status).toBe('published')
  expect(first?.latest).toBe(true)
  expect(first?.version.hero?.heading).toEqual({ ru: BEFORE.ru.heading, en: BEFORE.en.heading })
  // A staff member's draft reads start from the same texts (the latest version).
  const draft = await payload.findGlobal({ slug: 'home', locale: 'en', depth: 0, draft: true })
  expect(draft.hero?.heading).toBe(BEFORE.en.heading)
}
