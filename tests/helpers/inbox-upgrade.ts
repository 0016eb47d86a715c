/**
 * The upgrade that made callback requests the inbox role's alone (migrations `callback_inbox_role`
 * and `inbox_for_admins`) on a database with staff: migrated up to the first of them, an admin and
 * an editor written as the earlier model stored them (raw SQL: today's model may have columns that
 * database lacks), then the rest. Admins, who saw the requests before, keep seeing them; editors
 * no longer do.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'

type Migration = { name: string }

/** The first migration of the inbox role on each database (SQLite needs no schema change). */
const FIRST = { sqlite: '_inbox_for_admins', postgres: '_callback_inbox_role' }

/** A fresh data directory (and optionally PostgreSQL), migrated up to the inbox role (excluded). */
export async function payloadBeforeInboxRole(
  databaseUrl?: string,
): Promise<{ payload: Payload; dataDir: string; rest: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-upgrade-'))
  process.env.DATA_DIR = dataDir
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl
  else delete process.env.DATABASE_URL
  const { loadPayload } = await import('@/cms/bootstrap')
  const payload = await loadPayload()
  const all = (databaseUrl ? postgresMigrations : sqliteMigrations) as Migration[]
  const at = all.findIndex((m) => m.name.endsWith(FIRST[databaseUrl ? 'postgres' : 'sqlite']))
  expect(at).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: all.slice(0, at) as never })
  return { payload, dataDir, rest: () => payload.db.migrate({ migrations: all as never }) }
}

/** Staff before the upgrade: id, e-mail and roles in their stored order. */
const BEFORE = [
  { id: 1, email: 'admin@upgrade.example', roles: ['admin'] },
  { id: 2, email: 'editor@upgrade.example', roles: ['editor'] },
  { id: 3, email: 'both@upgrade.example', roles: ['editor', 'admin'] },
]

async function writeOldStaff(payload: Payload): Promise<void> {
  const db = payload.db as unknown as {
    drizzle: unknown
    execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
  }
  const run = (raw: string) => db.execute({ drizzle: db.drizzle, raw })
  for (const user of BEFORE) {
    await run(`INSERT INTO "users" ("id", "email") VALUES (${user.id}, '${user.email}')`)
    for (const [order, role] of user.roles.entries()) {
      await run(
        `INSERT INTO "users_roles" ("order", "parent_id", "value") VALUES (${order + 1}, ${user.id}, '${role}')`,
      )
    }
  }
}

/** Admins get the inbox role after their own; editors keep theirs alone. */
export async function inboxUpgradeScenario(
  payload: Payload,
  rest: () => Promise<void>,
): Promise<void> {
  await writeOldStaff(payload)
  await rest()
  const { docs } = await payload.find({
    collection: 'users',
    sort: 'id',
    depth: 0,
    overrideAccess: true,
  })
  expect(docs.map((user) => [user.email, user.roles])).toEqual([
    ['admin@upgrade.example', ['admin', 'inbox']],
    ['editor@upgrade.example', ['editor']],
    ['both@upgrade.example', ['editor', 'admin', 'inbox']],
  ])
}
