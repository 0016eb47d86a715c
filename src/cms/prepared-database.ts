/**
 * Whether the database needs nothing of the bootstrap (src/cms/bootstrap.ts): every committed
 * migration applied, an account to sign in with, and with SEED the demo content and its page
 * texts. Each condition is the one the bootstrap's own step tests before it does anything, read
 * here with the database's own driver: loading Payload for the bootstrap takes most of a start,
 * and on an up-to-date database it finds nothing to do. Any doubt (no database file, a table
 * missing, an error) answers false, and the bootstrap runs as before. It needs no lock among
 * several instances: what it reads is written last by each step (a migration's record commits
 * with the migration; the first admin is created after the demo content), so a true answer means
 * the bootstrap that wrote it finished.
 */
import fs from 'node:fs'
import path from 'node:path'

import { ConfigError, type Env } from '@/config/env'

import { firstAdminEmail } from './seed/admin'

/** The migration files in migrations/{sqlite,postgres}, which their folder's index lists. */
const MIGRATION_FILE = /^(\d{8}_\d{6}_\w+)\.ts$/

/** One read: the rows of a query, as objects. */
type Read = (query: string) => Promise<Record<string, unknown>[]>

/**
 * The committed migrations' names, which the compiled entries carry (scripts/app/compile.ts): the
 * container image has no migrations folder to list.
 */
declare const COMMITTED_MIGRATIONS: Record<Env['database']['kind'], string[]> | undefined

/** The names of the committed migrations of a database kind, oldest first. */
export function committedMigrations(kind: Env['database']['kind']): string[] {
  if (typeof COMMITTED_MIGRATIONS !== 'undefined') return COMMITTED_MIGRATIONS[kind]
  return fs
    .readdirSync(path.resolve('migrations', kind))
    .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
}

/** The bootstrap's conditions, asked of a database through `read`. */
export async function preparedThrough(
  read: Read,
  expected: { migrations: string[]; seed: boolean; admin: boolean },
): Promise<boolean> {
  // Payload's migrate() runs what is not recorded by name, and asks first about a batch of -1
  // (a schema pushed in development).
  const applied = await read('select name, batch from payload_migrations')
  if (applied.some((row) => Number(row.batch) === -1)) return false
  const names = new Set(applied.map((row) => row.name))
  if (!expected.migrations.every((name) => names.has(name))) return false
  // ensureAdmin() creates the first admin when there is no account at all and an address is known.
  if (expected.admin && (await read('select id from users limit 1')).length === 0) return false
  if (!expected.seed) return true
  // seed() fills an empty database (no practice), and else the page texts when the Russian news
  // intro is empty (fillPageTexts).
  if ((await read('select id from practices limit 1')).length === 0) return false
  const texts = await read(
    "select news_intro from page_texts_locales where _locale = 'ru' and news_intro <> '' limit 1",
  )
  return texts.length > 0
}

/** Runs `reads` on this process's database through its own driver, closed afterwards. */
async function readDatabase<T>(env: Env, reads: (read: Read) => Promise<T>): Promise<T> {
  if (env.database.kind === 'sqlite') {
    // Read-only, and closed before Payload opens the file in this process: closing a
    // descriptor drops the process's locks on the file (src/cms/db.ts).
    const { default: Database } = await import('libsql')
    const db = new Database(env.database.file, { readonly: true, fileMustExist: true })
    try {
      return await reads(async (query) => db.prepare(query).all() as Record<string, unknown>[])
    } finally {
      db.close()
    }
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({
    connectionString: env.database.url,
    connectionTimeoutMillis: 5000,
  })
  try {
    await client.connect()
    return await reads(async (query) => (await client.query(query)).rows)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Whether the bootstrap would find nothing to do on this process's database. */
export async function databaseIsPrepared(env: Env): Promise<boolean> {
  const expected = {
    migrations: committedMigrations(env.database.kind),
    seed: env.SEED,
    admin: firstAdminEmail(env) !== undefined,
  }
  if (env.database.kind === 'sqlite' && !fs.existsSync(env.database.file)) return false
  try {
    return await readDatabase(env, (read) => preparedThrough(read, expected))
  } catch {
    return false
  }
}

/** PostgreSQL's code for a table that does not exist: no migration has run on this database. */
const UNDEFINED_TABLE = '42P01'

/** The committed migrations `read`'s database has not recorded (all of them on an empty one). */
export async function pendingMigrations(read: Read, committed: string[]): Promise<string[]> {
  try {
    const applied = new Set((await read('select name from payload_migrations')).map((r) => r.name))
    return committed.filter((name) => !applied.has(name))
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return committed
    throw error
  }
}

/**
 * Production (PostgreSQL) never migrates on its own: several instances would race, and a schema
 * change is a deploy step. A database without this version's migrations stops the start with one
 * line saying what to run. A database that cannot be read is left to the readiness check.
 */
export async function assertMigrated(env: Env): Promise<void> {
  if (env.database.kind !== 'postgres') return
  const committed = committedMigrations('postgres')
  let pending: string[]
  try {
    pending = await readDatabase(env, (read) => pendingMigrations(read, committed))
  } catch {
    return
  }
  if (pending.length === 0) return
  throw new ConfigError(
    `the database lacks ${pending.length} of this version's ${committed.length} migrations (the first: ${pending[0]}): run \`npm run migrate\` (in the container image: node --conditions=production dist/bootstrap.mjs) before starting`,
  )
}
