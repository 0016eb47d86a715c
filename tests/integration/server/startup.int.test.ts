import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppServer, migrateDatabase, SERVER_NODE, startApp } from '../../../support/app-server'
import { freePort, startPostgres, type TestPostgres } from '../../../support/postgres'

/**
 * Runs what `npm start` runs once compiled (dist/start.mjs, plain JavaScript: the build step
 * compiled it) with the given environment, and collects its outcome.
 */
function runStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve) => {
    const proc = spawn(SERVER_NODE, ['dist/start.mjs'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    proc.stderr.on('data', (d) => {
      stderr += d
    })
    proc.on('exit', (code) => resolve({ code, stderr, ms: Date.now() - started }))
  })
}

describe('start-up fails fast with one clear line', () => {
  it('when the PostgreSQL server is unreachable', async () => {
    const port = await freePort()
    const result = await runStart({
      DATABASE_URL: `postgres://site:secret@127.0.0.1:${port}/site`,
      PAYLOAD_SECRET: 'x'.repeat(32),
      SITE_URL: 'https://gromov-larina.ru',
    })
    expect(result.code).toBe(1)
    expect(result.ms).toBeLessThan(30_000)
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.startsWith('npm warn'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^Configuration error: Cannot reach the database at postgres:\/\/site:\*\*\*@127\.0\.0\.1/,
    )
  })
  it("when PostgreSQL lacks this version's migrations, naming the command to run", async () => {
    // The compiled start knows the migrations from its build (the image has no migrations folder).
    const pg = await startPostgres()
    try {
      const result = await runStart({
        DATABASE_URL: pg.url,
        PAYLOAD_SECRET: 'x'.repeat(32),
        SITE_URL: 'https://gromov-larina.ru',
      })
      expect(result.code).toBe(1)
      expect(result.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^Configuration error: the database lacks (\d+) of this version's \1 migrations .*run `npm run migrate`/,
        ),
      ])
    } finally {
      pg.stop()
    }
  })
  it('when DATABASE_URL names an unsupported database', async () => {
    const result = await runStart({ DATABASE_URL: 'mysql://localhost/site' })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/DATABASE_URL must start with postgres:\/\//)
  })
  it('when production PostgreSQL has no PAYLOAD_SECRET', async () => {
    const result = await runStart({
      DATABASE_URL: 'postgres://127.0.0.1:1/site',
      PAYLOAD_SECRET: '',
      SITE_URL: 'https://gromov-larina.ru',
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/PAYLOAD_SECRET is required in production with PostgreSQL/)
  })
  it('when a public deployment (PostgreSQL, or behind a proxy) has no SITE_URL', async () => {
    for (const env of <Record<string, string>[]>[
      { DATABASE_URL: 'postgres://127.0.0.1:1/site', PAYLOAD_SECRET: 'x'.repeat(32) },
      { TRUSTED_PROXIES: '127.0.0.1' },
    ]) {
      const result = await runStart({ ...env, SITE_URL: '' })
      expect(result.code).toBe(1)
      const lines = result.stderr
        .trim()
        .split('\n')
        .filter((l) => !l.startsWith('npm warn'))
      expect(lines).toEqual([expect.stringMatching(/^Configuration error: SITE_URL is required/)])
    }
  })
})

describe('readiness follows the database', () => {
  let pg: TestPostgres
  let app: AppServer
  beforeAll(async () => {
    pg = await startPostgres()
    const env = {
      DATABASE_URL: pg.url,
      PAYLOAD_SECRET: 'y'.repeat(32),
      SITE_URL: 'http://localhost:3104',
    }
    await migrateDatabase(env)
    app = await startApp(env)
  })
  afterAll(async () => {
    await app?.stop()
    pg?.stop()
  })

  it('runs on the Node binary chosen for the servers (SERVER_NODE: TEST_NODE, or this one)', () => {
    expect(fs.readlinkSync(`/proc/${app.proc.pid}/exe`)).toBe(fs.realpathSync(SERVER_NODE))
  })

  // The suite's running-server step sets TEST_NODE to Node 22 LTS, the production image's.
  it.runIf(process.env.TEST_NODE)('runs on Node 22 LTS when the suite says so', () => {
    expect(execFileSync(SERVER_NODE, ['--version'], { encoding: 'utf8' })).toMatch(/^v22\./)
  })

  it('runs without a TypeScript transpiler: no SWC binding is loaded, even to read next.config.ts', async () => {
    expect((await fetch(`${app.url}/`)).status).toBe(200)
    // Native libraries show in the process's memory map; SWC's are the transpilers Next and
    // next-intl's build plugin load (src/server/built-next-config.ts).
    const maps = fs.readFileSync(`/proc/${app.proc.pid}/maps`, 'utf8')
    expect(maps).toContain('.node')
    expect(maps).not.toMatch(/swc[^/\n]*\.node/)
  })

  it('is ready with PostgreSQL up, 503 while it is down, ready again when it returns', async () => {
    const ready = async () => (await fetch(`${app.url}/readyz`)).status
    expect(await ready()).toBe(200)
    pg.pause()
    expect(await ready()).toBe(503)
    const health = await fetch(`${app.url}/healthz`)
    expect(health.status).toBe(200)
    pg.resume()
    let status = 0
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = await ready()
      if (status !== 200) await new Promise((r) => setTimeout(r, 200))
    }
    expect(status).toBe(200)
  })
})
