/**
 * Production (DATABASE_URL on PostgreSQL) never surprises: a start on a database without this
 * version's migrations stops with one line naming the command to run, and migrates nothing; the
 * bootstrap (the deploy step) seeds no demo content unless SEED=true and creates no admin unless
 * ADMIN_EMAIL names one. The scripts run from source (tsx): this step runs beside the build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPostgres, type TestPostgres } from '../../../support/postgres'
import { runChildScript } from '../../helpers/child-script'
import { removeDataDir } from '../../helpers/db-scenario'

const ADMIN = { email: 'owner@pg.example', password: 'an-owner-password-1991' }
const MIGRATIONS = fs.readdirSync('migrations/postgres').filter((f) => /^\d{8}_.*\.ts$/.test(f))

describe('production on PostgreSQL', () => {
  let database: TestPostgres
  let dataDir: string
  let env: Record<string, string | undefined>

  /** One value of the database. */
  const count = async (query: string): Promise<number> => {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      return Number((await client.query(query)).rows[0]?.count)
    } finally {
      await client.end()
    }
  }

  beforeAll(async () => {
    database = await startPostgres()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-start-pg-'))
    // Nothing of this process's settings leaks in: no SEED, no admin, this database only.
    env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'p'.repeat(32),
      SITE_URL: 'https://collegium.test',
      SEED: undefined,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
    }
  })
  afterAll(() => {
    removeDataDir(dataDir)
    database?.stop()
  })

  it('stops the server and `npm start` on pending migrations with one line, migrating nothing', async () => {
    const line = `Configuration error: the database lacks ${MIGRATIONS.length} of this version's ${MIGRATIONS.length} migrations (the first: ${MIGRATIONS[0]?.replace(/\.ts$/, '')}): run \`npm run migrate\` (in the container image: node --conditions=production dist/bootstrap.mjs) before starting`
    // `npm start` says it to the person who ran it; the server itself logs it as its other lines,
    // one JSON line on stdout.
    const start = await runChildScript('scripts/app/start.ts', env)
    expect(start.code).toBe(1)
    expect(start.stderr.trim().split('\n')).toEqual([line])
    const server = await runChildScript('src/server.ts', env)
    expect(server.code).toBe(1)
    expect(server.stderr.trim()).toBe('')
    const logged = server.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(logged.filter((l) => l.level === 'fatal').map((l) => l.msg)).toEqual([line])
    expect(await count("select count(*) from pg_tables where schemaname = 'public'")).toBe(0)
  })

  it('migrates in the bootstrap, without demo content or an admin nobody named', async () => {
    const { code, stdout, stderr } = await runChildScript('scripts/app/bootstrap.ts', env)
    expect(code, stderr).toBe(0)
    expect(stdout).toContain('> No admin account: the first is created from ADMIN_EMAIL')
    expect(await count('select count(*) from payload_migrations where batch > 0')).toBe(
      MIGRATIONS.length,
    )
    expect(await count('select count(*) from practices')).toBe(0)
    expect(await count('select count(*) from posts')).toBe(0)
    expect(await count('select count(*) from users')).toBe(0)
  })

  it('lets the server start once migrated', async () => {
    Object.assign(process.env, env, { SEED: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })
    const { parseEnv } = await import('@/config/env')
    const { assertMigrated } = await import('@/cms/prepared-database')
    await expect(assertMigrated(parseEnv())).resolves.toBeUndefined()
  })

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, still without demo content', async () => {
    const { code, stdout, stderr } = await runChildScript('scripts/app/bootstrap.ts', {
      ...env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    })
    expect(code, stderr).toBe(0)
    expect(stdout).toContain(`> Admin account created: ${ADMIN.email}`)
    expect(
      await count(
        `select count(*) from users where email = '${ADMIN.email}' and not must_change_password`,
      ),
    ).toBe(1)
    expect(await count('select count(*) from users')).toBe(1)
    expect(await count('select count(*) from practices')).toBe(0)
  })
})
