import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CONFIG_LOADER_FLAGS, run } from '../scripts/app/run'
import { freePort } from './postgres'

/**
 * Node's flags for the server process, on every start path (`npm start` in package.json, the test
 * and benchmark servers; a unit test holds package.json to them). V8 sizes its old space from the
 * machine's memory and keeps garbage while it may; capped, it collects sooner for a few percent of
 * the throughput, and 512 MB leaves room for bursts over the live heap (docs/benchmarks.md).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=512'] as const

/**
 * The Node binary that runs the servers: TEST_NODE when set (the suite's running-server step runs
 * them on Node 22 LTS, the production image's, from scripts/dev/node-22.sh), else this process's.
 */
export const SERVER_NODE = process.env.TEST_NODE || process.execPath

/** The data directory the test build was made from (scripts/test/run-all-tests.sh seeds and builds it). */
export const TEST_DATA_DIR = path.resolve(process.env.TEST_DATA_DIR ?? 'tmp/test-data')

export type AppServer = {
  url: string
  proc: ChildProcess
  output: () => string
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>
  stop: () => Promise<void>
}

/** The compiled custom server (scripts/app/compile.ts, run by every build). */
export const COMPILED_SERVER = 'dist/server.mjs'

/** Node's arguments that start the compiled server as production does (its heap cap included). */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, COMPILED_SERVER]

/** Node's arguments of `npm start` (package.json): migrate and seed when needed, then serve. */
export const NPM_START_ARGS = [...SERVER_NODE_FLAGS, 'dist/start.mjs']

/** Whether the server at `url` is past its warm-up (/readyz no longer says "starting"). */
async function warmedUp(url: string): Promise<boolean> {
  const response = await fetch(`${url}/readyz`)
  const body = (await response.json().catch(() => ({}))) as { status?: string }
  return body.status !== 'starting'
}

/**
 * Starts the production server (the build in .next) on a free port and waits until it answers:
 * the compiled server, or with `args` another entry (`npm start`'s: NPM_START_ARGS).
 */
export async function startApp(
  env: Record<string, string> = {},
  args: readonly string[] = SERVER_ARGS,
): Promise<AppServer> {
  // The caller's PORT (a server whose SITE_URL names its port), else a fixed port when the machine
  // is shared and each engineer has one (TEST_APP_PORT).
  const port = Number(env.PORT) || Number(process.env.TEST_APP_PORT) || (await freePort())
  // A server on a database of its own serves a copy of the build: Next caches what it renders and
  // reads in the build directory, and a server on the shared test database would later serve that
  // (another database's lists, say) as its own. A given NEXT_DIST_DIR is used as it is.
  const ownBuild =
    (env.DATA_DIR || env.DATABASE_URL) && !env.NEXT_DIST_DIR
      ? copyOfBuild(path.join('tmp', `app-build-${process.pid}-${port}`))
      : undefined
  if (ownBuild) env = { ...env, NEXT_DIST_DIR: ownBuild }
  const removeOwnBuild = () => {
    if (ownBuild) fs.rmSync(ownBuild, { recursive: true, force: true })
  }
  let log = ''
  // The compiled server, as production runs it (the build step compiles it: scripts/app/compile.ts).
  const proc = spawn(SERVER_NODE, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: TEST_DATA_DIR,
      SEED: 'false',
      // Tests stop servers often; the delay has a test of its own.
      SHUTDOWN_DELAY_MS: '0',
      // Every test sends from 127.0.0.1; the GraphQL rate limit has tests of its own, which set it.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  proc.stdout?.on('data', (d) => {
    log += d
  })
  proc.stderr?.on('data', (d) => {
    log += d
  })
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (proc.exitCode !== null) {
      removeOwnBuild()
      throw new Error(`server exited early:\n${log}`)
    }
    try {
      // Up, and warmed up: the work that starts after the first answer (the search index, the
      // jobs, the live channel) is done, so a test does not race it. /readyz's "starting" says
      // it is not; a database that is down still answers (503, "unavailable").
      if ((await fetch(`${url}/healthz`)).ok && (await warmedUp(url))) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL')
      removeOwnBuild()
      throw new Error(`server did not start:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    proc,
    output: () => log,
    exited,
    stop: async () => {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM')
        await exited
      }
      removeOwnBuild()
    },
  }
}

/**
 * Migrates a database as production's deploy step does before its servers start: the compiled
 * bootstrap (the container's migrate step), on the servers' Node, without demo content. A server
 * on PostgreSQL never migrates it itself.
 */
export function migrateDatabase(env: Record<string, string>): Promise<void> {
  const settings = { ...process.env, NODE_ENV: 'production' as const, SEED: 'false', ...env }
  return run(SERVER_NODE, [...CONFIG_LOADER_FLAGS, 'dist/bootstrap.mjs'], settings)
}

/**
 * A copy of the test database and its media at `target` (by default a new temporary folder, which
 * the caller removes), for a server whose writes must not reach the others'. The WAL holds
 * committed pages too; the shared-memory index (`-shm`) is left out and rebuilt from it. Returns
 * `target`.
 */
export function copyOfTestData(
  target: string = fs.mkdtempSync(path.join(os.tmpdir(), 'test-data-')),
): string {
  fs.cpSync(TEST_DATA_DIR, target, { recursive: true, filter: (from) => !from.endsWith('-shm') })
  return target
}

/** The SQLite file of a data directory (src/config/env.ts names it so). */
const SQLITE_FILE = 'site.db'

/**
 * A copy of the test database and its media at `target`, as `copyOfTestData`, for a server that
 * starts while the shared e2e server is writing to it: the database is copied by SQLite itself
 * (`VACUUM INTO`, one read transaction), so the copy is whole whatever is written meanwhile, where
 * copying its file and WAL apart could pair pages of two moments. Returns `target`.
 */
export async function snapshotOfTestData(target: string): Promise<string> {
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(TEST_DATA_DIR, target, {
    recursive: true,
    filter: (from) => !path.basename(from).startsWith(SQLITE_FILE),
  })
  const { createClient } = await import('@libsql/client')
  const db = createClient({ url: `file:${path.join(TEST_DATA_DIR, SQLITE_FILE)}` })
  try {
    await db.execute({ sql: 'VACUUM INTO ?', args: [path.resolve(target, SQLITE_FILE)] })
  } finally {
    db.close()
  }
  return target
}

/**
 * A copy of the production build at `target`, for a server that must not share its caches:
 * Next writes the pages it re-renders, and its data cache (`cache/`, left behind here), into its
 * build directory, and another process reading them after a content change of its own would serve
 * stale content. Returns the path to give as NEXT_DIST_DIR.
 */
export function copyOfBuild(
  target: string,
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
): string {
  // Copied afresh: copying over an earlier copy fails on the build's links into node_modules.
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(distDir, target, {
    recursive: true,
    filter: (source) => path.relative(distDir, source) !== 'cache',
  })
  return target
}
