/**
 * Faults under load, against the production server on a throwaway PostgreSQL server (migrated and
 * seeded here), loopback only:
 *
 * 1. PostgreSQL stops during load: cached pages keep answering 200, an uncached page answers a
 *    readable 503 page in the visitor's language, /readyz answers 503; PostgreSQL starts again:
 *    /readyz and the uncached page recover without restarting the app.
 * 2. SIGTERM during load: every request already sent is answered in full (the server drains), and
 *    the process exits 0.
 *
 *   tsx scripts/bench/inject-faults.ts [--seconds 8] [--connections 16]
 *
 * Uses the production build in NEXT_DIST_DIR (built if needed; a build reads no database). Every
 * expectation is recorded in bench/results/faults.json; the script exits 1 if one fails, 2 if it
 * runs out of time.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { DEFAULT_PORT } from '../../src/config/constants'
import { SHUTDOWN_DELAY_MS } from '../../src/config/env'
import { catalogue } from '../../src/i18n/catalogue'
import { type AppServer, startApp } from '../../support/app-server'
import { startPostgres, type TestPostgres } from '../../support/postgres'
import { buildIfNeeded, forgetCachedReads } from '../app/next-build'
import { runBootstrap } from '../app/run'
import {
  BENCH_TMP,
  benchFlag,
  benchOption,
  giveUpAfter,
  rotatingPaths,
  runWrk,
  samplePages,
  type WrkFigures,
} from './common'

const seconds = Number(benchOption('seconds') ?? 8)
const connections = Number(benchOption('connections') ?? 16)
const RESULTS = path.resolve(benchOption('results') ?? 'bench/results/faults.json')
const DEADLINE_MS = 6 * 60 * 1000
/** How long recovery may take once PostgreSQL is back (the pool reconnects on the next query). */
const RECOVERY_MS = 15_000
/** Requests in flight (half sent) when SIGTERM comes: they must all be answered. */
const IN_FLIGHT = 48

/**
 * Pages no one asked for before the outage: the press center filtered and paged is rendered per
 * request and its list read from the database (a query not yet in the data cache).
 */
const UNCACHED = { ru: '/news?page=3', en: '/en/news?page=4' }
const TEXTS = {
  ru: catalogue('ru').error.unavailableTitle,
  en: catalogue('en').error.unavailableTitle,
}

type Check = { name: string; ok: boolean; detail: string }
const checks: Check[] = []

function expect(name: string, ok: boolean, detail: string): void {
  checks.push({ name, ok, detail })
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`)
}

type Answer = { status: number; body: string; type: string; headers?: Headers }

async function get(url: string): Promise<Answer> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
    return {
      status: response.status,
      body: await response.text(),
      type: response.headers.get('content-type') ?? '',
      headers: response.headers,
    }
  } catch (error) {
    return { status: 0, body: String(error), type: '' }
  }
}

/** Polls until `ready` is true or the time is up; returns how long it took, or undefined. */
async function waitFor(ready: () => Promise<boolean>, ms: number): Promise<number | undefined> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await ready()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 250))
  }
  return undefined
}

/** The 503 page a visitor should read: the status, the page's language, its own words. */
async function checkUnavailablePage(base: string, locale: 'ru' | 'en'): Promise<void> {
  const page = await get(`${base}${UNCACHED[locale]}`)
  expect(
    `database down: uncached ${UNCACHED[locale]} is 503`,
    page.status === 503,
    page.status === 503
      ? 'status 503'
      : `status ${page.status}, x-nextjs-cache ${page.headers?.get('x-nextjs-cache')}, ` +
          `unavailable text ${page.body.includes(TEXTS[locale])}, ${page.body.length} chars`,
  )
  if (page.status !== 503)
    fs.writeFileSync(path.join(BENCH_TMP, `faults-${locale}.html`), page.body)
  const readable =
    page.type.startsWith('text/html') &&
    page.body.includes(`lang="${locale}"`) &&
    // As the page's heading: every page's RSC payload carries the error texts for its error view.
    new RegExp(`<h1[^>]*>${TEXTS[locale]}</h1>`).test(page.body)
  expect(
    `database down: ${UNCACHED[locale]} is a readable page in ${locale}`,
    readable,
    readable ? `"${TEXTS[locale]}"` : `${page.type}: ${page.body.slice(0, 160)}`,
  )
}

async function databaseOutage(base: string, pg: TestPostgres, cached: string[]): Promise<object> {
  // The press center renders while the database is up (another page of it than the outage asks).
  for (const p of Object.values(UNCACHED)) {
    const warm = p.replace(/page=\d+/, 'page=2')
    const up = await get(`${base}${warm}`)
    expect(`database up: ${warm} is 200`, up.status === 200, `status ${up.status}`)
  }
  expect('database up: /readyz is 200', (await get(`${base}/readyz`)).status === 200, 'ready')

  // Load on the cached pages through the whole outage and the recovery.
  const load = runWrk(`${base}/`, { seconds: seconds * 2, connections, lua: rotatingPaths(cached) })
  await new Promise((r) => setTimeout(r, 1000))
  pg.pause()
  const stoppedAt = Date.now()
  const readyz = await get(`${base}/readyz`)
  expect('database down: /readyz is 503', readyz.status === 503, `status ${readyz.status}`)
  for (const p of cached) {
    const page = await get(`${base}${p}`)
    expect(`database down: cached ${p} is 200`, page.status === 200, `status ${page.status}`)
  }
  await checkUnavailablePage(base, 'ru')
  await checkUnavailablePage(base, 'en')
  // Leave the database down for at least half the load, then bring it back.
  await new Promise((r) =>
    setTimeout(r, Math.max(0, (seconds * 1000) / 2 - (Date.now() - stoppedAt))),
  )
  pg.resume()
  const readyAfter = await waitFor(
    async () => (await get(`${base}/readyz`)).status === 200,
    RECOVERY_MS,
  )
  expect(
    'database back: /readyz is 200 again without a restart',
    readyAfter !== undefined,
    readyAfter === undefined ? `not within ${RECOVERY_MS} ms` : `after ${readyAfter} ms`,
  )
  const pagesAfter = await waitFor(
    async () => (await get(`${base}${UNCACHED.ru}`)).status === 200,
    RECOVERY_MS,
  )
  expect(
    `database back: ${UNCACHED.ru} is 200 again`,
    pagesAfter !== undefined,
    pagesAfter === undefined ? `not within ${RECOVERY_MS} ms` : `after ${pagesAfter} ms`,
  )
  const figures: WrkFigures = await load
  expect(
    'cached pages under load through the outage: no failed request',
    figures.socketErrors + figures.httpErrors === 0,
    `${figures.requests} requests, ${figures.socketErrors} socket errors, ${figures.httpErrors} HTTP errors, p99 ${figures.p99Ms} ms`,
  )
  return { downForMs: Date.now() - stoppedAt, readyAfterMs: readyAfter, load: figures }
}

const GRAPHQL_BODY = JSON.stringify({ query: '{ Posts(limit: 1) { totalDocs } }' })

/**
 * A GraphQL POST on its own connection with half its body sent: the server has taken it in (it is
 * in flight) but cannot answer before the rest comes. `finish` sends the rest.
 */
function halfSentRequest(url: string): {
  finish: () => void
  answer: Promise<{ status: number; complete: boolean }>
} {
  const request = http.request(`${url}/graphql`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(GRAPHQL_BODY),
    },
  })
  const answer = new Promise<{ status: number; complete: boolean }>((resolve) => {
    request.on('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (d) => {
        body += d
      })
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, complete: body.includes('"totalDocs"') }),
      )
      response.on('error', () => resolve({ status: response.statusCode ?? 0, complete: false }))
    })
    request.on('error', () => resolve({ status: 0, complete: false }))
  })
  request.write(GRAPHQL_BODY.slice(0, 10))
  return { finish: () => request.end(GRAPHQL_BODY.slice(10)), answer }
}

async function sigtermUnderLoad(server: AppServer, paths: string[]): Promise<object> {
  const load = runWrk(`${server.url}/`, {
    seconds,
    connections,
    lua: rotatingPaths(paths),
  })
  await new Promise((r) => setTimeout(r, 2000))
  // Half-sent requests: given a moment, the server takes them in even under load; they are in
  // flight when the signal comes, and their bodies complete only afterwards.
  const inFlight = Array.from({ length: IN_FLIGHT }, () => halfSentRequest(server.url))
  await new Promise((r) => setTimeout(r, 1500))
  const signalledAt = Date.now()
  server.proc.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 300))
  for (const request of inFlight) request.finish()
  const answers = await Promise.all(inFlight.map((r) => r.answer))
  const failed = answers.filter((a) => a.status !== 200 || !a.complete)
  expect(
    `SIGTERM: all ${IN_FLIGHT} requests in flight answered in full`,
    failed.length === 0,
    failed.length === 0
      ? `last answered ${Date.now() - signalledAt} ms after the signal`
      : `${failed.length} failed: ${JSON.stringify(failed.slice(0, 3))}`,
  )
  const code = await server.exited
  const stoppedIn = Date.now() - signalledAt
  expect(
    'SIGTERM: the server exits 0 after draining',
    code === 0,
    `exit ${code} after ${stoppedIn} ms`,
  )
  const log = server.output()
  const draining = /> SIGTERM: draining, closing in \d+ ms/.exec(log)?.[0]
  expect(
    // The drain (src/server/drain.ts) logs the signal, then its end once the requests in flight
    // are answered and the database closed; the check above counts their answers.
    'SIGTERM: the server drained the requests in flight and stopped',
    draining !== undefined && log.indexOf('> Stopped') > log.indexOf(draining),
    `${JSON.stringify(draining ?? 'no drain logged')}, then ${log.includes('> Stopped') ? '"> Stopped"' : 'no "> Stopped"'}`,
  )
  // After the listener closes, wrk's new connections are refused, and a keep-alive connection the
  // server closes as idle may race wrk's next request: reported, not failed.
  const figures = await load
  return { inFlight: IN_FLIGHT, stoppedInMs: stoppedIn, loadAroundSignal: figures }
}

async function main(): Promise<void> {
  giveUpAfter('faults', DEADLINE_MS)
  Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
  if (!benchFlag('no-build')) await buildIfNeeded()
  // A throwaway database: nothing read from another one may be served (the uncached page would not be).
  forgetCachedReads()
  const pg = await startPostgres()
  const dataDir = path.join(BENCH_TMP, 'faults-data')
  fs.rmSync(dataDir, { recursive: true, force: true })
  const env = {
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: 'faults-script-secret-0123456789',
    // A PostgreSQL deployment names its public address.
    SITE_URL: `http://localhost:${DEFAULT_PORT}`,
    SEED: 'true',
    ADMIN_EMAIL: 'admin@test.example',
    ADMIN_PASSWORD: 'test-admin-password-1991',
  }
  let server: AppServer | undefined
  const results: Record<string, unknown> = {}
  try {
    await runBootstrap({ ...process.env, ...env })
    // The production delay: connections opened just before SIGTERM are accepted and served.
    server = await startApp({ ...env, SEED: 'false', SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS) })
    const pages = (await samplePages(server.url)).map((p) => p.path)
    // Cached pages: pre-rendered (or already in Next's cache) before the outage.
    const cached = pages.filter((p) => !p.endsWith('/news'))
    for (const p of cached) await get(`${server.url}${p}`)
    results.databaseOutage = await databaseOutage(server.url, pg, cached)
    results.sigterm = await sigtermUnderLoad(server, pages)
  } catch (error) {
    expect('the fault run itself', false, error instanceof Error ? error.message : String(error))
    if (server) console.error(server.output().slice(-3000))
  } finally {
    await server?.stop()
    pg.stop()
  }
  const report = {
    measuredAt: new Date().toISOString(),
    connections,
    seconds,
    passed: checks.every((c) => c.ok),
    checks,
    ...results,
  }
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
  fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
  if (!report.passed) process.exitCode = 1
}

await main()
