/**
 * `npm run bench` (pages): requests/s and p50/p99 latency of the site's pages under wrk, next to the
 * two ceilings they are judged by:
 *
 * - the framework's: a bare static Next.js page (BENCH_CEILING_PATH) served by the same server's
 *   Next handler, asked with `Cache-Control: no-cache` so that the server's copy of shareable pages
 *   (src/server/page-response-cache.ts) steps aside: what Next itself does at best;
 * - the machine's: nginx serving the very HTML of each page from disk.
 *
 * Also reported: each page and the bare page as a visitor gets them (from the copy): the bare
 * page so is the server's ceiling for any page; and each page past the copy ("Next alone").
 *
 * Home, the press center, a post and a lawyer, in Russian and English, 32 connections, 10 s each,
 * after a short warm-up; the server's memory (RSS) after start and after the runs.
 *
 *   tsx scripts/bench/measure-pages.ts [--url http://127.0.0.1:3004] [--seconds 10] [--connections 32]
 *                             [--warmup 2]
 *
 * Without --url it builds if needed and starts the production server (with BENCH_CEILING=1) on a
 * free loopback port with the default data directory; with --url that server must run with
 * BENCH_CEILING=1, and its memory is not read. Writes bench/results/pages.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { BENCH_CEILING_PATH } from '../../src/proxy'

import {
  benchOption,
  NEWS_LIST_QUERY,
  persistedNewsListPath,
  ratio,
  rotatingPaths,
  rssMiB,
  runWrk,
  samplePages,
  startBenchServer,
  startStaticNginx,
  type WrkFigures,
  type WrkOptions,
} from './common'

const seconds = Number(benchOption('seconds') ?? 10)
const connections = Number(benchOption('connections') ?? 32)
const warmup = Number(benchOption('warmup') ?? 2)
const RESULTS = path.resolve('bench/results/pages.json')
/** The target: a cached page serves at least this share of the framework's ceiling. */
const TARGET_OF_FRAMEWORK = 0.8
/** Searches never seen before: distinct queries per language, and the connections asking them. */
const UNSEEN_QUERIES = 2_000
const UNSEEN_CONNECTIONS = 16

/**
 * Fetches a page twice (the first may fill the cache) and says whether the second came from Next's
 * cache: a pre-rendered or ISR page carries x-nextjs-cache HIT/STALE or x-nextjs-prerender.
 */
async function probe(url: string): Promise<{ html: string; cached: boolean; cache: string }> {
  await fetch(url).then((r) => r.arrayBuffer())
  const response = await fetch(url)
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const cache = response.headers.get('x-nextjs-cache') ?? ''
  const prerender = response.headers.get('x-nextjs-prerender') ?? ''
  const cached = cache === 'HIT' || cache === 'STALE' || prerender === '1'
  return { html, cached, cache: cache || (prerender ? 'prerender' : 'dynamic') }
}

/** Past the server's copy, to Next's handler (see the header comment). */
const PAST_THE_COPY = { 'cache-control': 'no-cache' }

async function measure(
  url: string,
  headers?: Record<string, string>,
  extra: Partial<WrkOptions> = {},
): Promise<WrkFigures> {
  const options = { connections, headers, ...extra }
  if (warmup > 0) await runWrk(url, { ...options, seconds: warmup })
  return runWrk(url, { ...options, seconds })
}

/**
 * Query pages (issue 18): the press center's lists as a visitor clicks them, a search of the site
 * and of the press center, and the press-center list by GraphQL POST with its text (beside the same
 * query as a persisted GET): each as a visitor gets it, and, for pages, its first render on one
 * connection (past the copy: every request renders).
 */
type QueryRow = {
  name: string
  path: string
  method?: 'POST'
  body?: string
  headers?: Record<string, string>
}

async function queryRows(base: string): Promise<QueryRow[]> {
  const arbitration = encodeURIComponent('арбитраж')
  return [
    { name: 'news, events p2 (ru)', path: '/news?type=event&page=2' },
    { name: 'news, publications (en)', path: '/en/news?type=publication' },
    { name: 'news p3 (ru)', path: '/news?page=3' },
    { name: 'search page (ru)', path: `/search?q=${arbitration}` },
    { name: 'news search (en)', path: '/en/news?q=arbitration' },
    {
      name: 'GraphQL persisted GET',
      path: await persistedNewsListPath(base, { locale: 'en', page: 1 }),
    },
    {
      name: 'GraphQL POST with text',
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'NewsList',
        query: NEWS_LIST_QUERY,
        variables: { locale: 'en', page: 1 },
      }),
    },
  ]
}

/**
 * Searches no one has made before, `count` per language: words of the site's own content (its
 * snapshot), alone and in pairs, so some find much, some little and some nothing.
 */
async function unseenSearchPaths(base: string, count: number): Promise<string[]> {
  const manifest = (await (await fetch(`${base}/_content/manifest.json`)).json()) as Record<
    string,
    string
  >
  const paths: string[] = []
  for (const [locale, prefix] of [
    ['ru', ''],
    ['en', '/en'],
  ] as const) {
    const snapshot = (await (
      await fetch(`${base}/_content/${manifest[locale]}/db.json`)
    ).json()) as {
      documents: { title: string; summary: string }[]
    }
    const words = [
      ...new Set(
        snapshot.documents
          .flatMap((d) => `${d.title} ${d.summary}`.toLowerCase().split(/[^\p{L}]+/u))
          .filter((w) => w.length >= 4),
      ),
    ]
    const queries = new Set<string>()
    for (let i = 0; queries.size < count && i < words.length * words.length; i++) {
      const a = words[i % words.length] as string
      const b = words[(i * 7 + 3) % words.length] as string
      queries.add(i < words.length ? a : `${a} ${b}`)
    }
    const pages = ['/search', '/news']
    for (const [i, q] of [...queries].entries()) {
      paths.push(`${prefix}${pages[i % 2]}?q=${encodeURIComponent(q)}`)
    }
  }
  return paths
}

const failures = (f: WrkFigures) => f.socketErrors + f.httpErrors

async function main(): Promise<void> {
  const given = benchOption('url')
  const server = given ? undefined : await startBenchServer({ BENCH_CEILING: '1' })
  const base = given ?? server?.url ?? ''
  const pid = server?.proc.pid
  const memory = { afterStartMiB: rssMiB(pid), afterRunsMiB: undefined as number | undefined }
  // Outside the project: nginx's workers (nobody, when root starts it) must reach it, and the
  // project's tmp/ may be private (a server made it for its data directory).
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
  fs.chmodSync(root, 0o755)
  const nginx = await startStaticNginx(root)
  try {
    const ceilingUrl = `${base}${BENCH_CEILING_PATH}`
    const ceilingProbe = await probe(ceilingUrl).catch((error: Error) => {
      throw new Error(`${error.message}: does the server run with BENCH_CEILING=1?`)
    })
    const pages = await samplePages(base)
    // Measured before and after the pages: on a shared machine the two differ, and the mean is
    // the fairer yardstick for pages measured in between.
    const ceilings = async () => ({
      framework: await measure(ceilingUrl, PAST_THE_COPY),
      server: await measure(ceilingUrl),
    })
    const before = await ceilings()
    const rows = []
    for (const page of pages) {
      const { html, cached, cache } = await probe(`${base}${page.path}`)
      const file = `${page.name.replace(/\W+/g, '-').replace(/-$/, '')}.html`
      fs.writeFileSync(path.join(root, file), html)
      const app = await measure(`${base}${page.path}`)
      const next = await measure(`${base}${page.path}`, PAST_THE_COPY)
      const machine = await measure(`${nginx.url}/${file}`)
      rows.push({
        ...page,
        cache,
        cached,
        bytes: Buffer.byteLength(html),
        app,
        next,
        machine,
      })
      console.log(
        `${page.name}: ${app.requestsPerSecond} req/s (Next alone ${next.requestsPerSecond}, ` +
          `nginx ${machine.requestsPerSecond})`,
      )
    }
    const homeRps = rows.find((r) => r.name === 'home (ru)')?.app.requestsPerSecond ?? 1
    const queries = []
    for (const row of await queryRows(base)) {
      const url = `${base}${row.path}`
      const request = { method: row.method, body: row.body, headers: row.headers }
      const app = await measure(url, row.headers, request)
      // Past the copy, one request at a time: what the page costs when no one asked for it yet.
      const firstRender = row.method
        ? undefined
        : await runWrk(url, {
            seconds: Math.min(seconds, 5),
            connections: 1,
            headers: PAST_THE_COPY,
          })
      queries.push({ ...row, body: undefined, app, firstRender })
      console.log(
        `${row.name}: ${app.requestsPerSecond} req/s, first render p50 ${firstRender?.p50Ms} ms`,
      )
    }
    // Searches never seen before: a rotation through distinct queries, past the copy.
    const unseenPaths = await unseenSearchPaths(base, UNSEEN_QUERIES)
    const unseen = await runWrk(`${base}/`, {
      seconds,
      connections: UNSEEN_CONNECTIONS,
      headers: PAST_THE_COPY,
      lua: rotatingPaths(unseenPaths),
    })
    const unseenOne = await runWrk(`${base}/`, {
      seconds: Math.min(seconds, 5),
      connections: 1,
      headers: PAST_THE_COPY,
      lua: rotatingPaths(unseenPaths),
    })
    console.log(
      `unseen searches: ${unseen.requestsPerSecond} req/s, p99 ${unseen.p99Ms} ms at ${UNSEEN_CONNECTIONS} connections; ${unseenOne.p50Ms} ms p50 on one`,
    )
    const after = await ceilings()
    memory.afterRunsMiB = rssMiB(pid)
    const mean = (key: 'framework' | 'server') =>
      (before[key].requestsPerSecond + after[key].requestsPerSecond) / 2
    const frameworkRps = mean('framework')
    const serverRps = mean('server')
    const results = rows.map((row) => ({
      ...row,
      ofFrameworkCeiling: ratio(row.app.requestsPerSecond, frameworkRps),
      nextAloneOfFrameworkCeiling: ratio(row.next.requestsPerSecond, frameworkRps),
      ofServerCeiling: ratio(row.app.requestsPerSecond, serverRps),
      ofMachineCeiling: ratio(row.app.requestsPerSecond, row.machine.requestsPerSecond),
    }))
    const shortfalls = results.filter((r) => r.cached && r.ofFrameworkCeiling < TARGET_OF_FRAMEWORK)
    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      connections,
      seconds,
      warmupSeconds: warmup,
      memory,
      frameworkCeiling: {
        path: BENCH_CEILING_PATH,
        bytes: Buffer.byteLength(ceilingProbe.html),
        cache: ceilingProbe.cache,
        measured: 'past the copy (Cache-Control: no-cache): Next serving its bare static page',
        before: before.framework,
        after: after.framework,
        meanRequestsPerSecond: Math.round(frameworkRps),
      },
      serverCeiling: {
        measured: 'the same bare page as a visitor gets it, from the server copy',
        before: before.server,
        after: after.server,
        meanRequestsPerSecond: Math.round(serverRps),
      },
      targetOfFrameworkCeiling: TARGET_OF_FRAMEWORK,
      cachedPagesMeetingTarget: `${results.filter((r) => r.cached).length - shortfalls.length}/${results.filter((r) => r.cached).length}`,
      pages: results,
      queryPages: queries.map((q) => ({
        ...q,
        ofHome: ratio(q.app.requestsPerSecond, homeRps),
        ofFrameworkCeiling: ratio(q.app.requestsPerSecond, frameworkRps),
      })),
      unseenSearches: {
        distinctPaths: unseenPaths.length,
        connections: UNSEEN_CONNECTIONS,
        measured: 'past the copy (Cache-Control: no-cache), rotating through distinct queries',
        figures: unseen,
        oneConnection: unseenOne,
      },
    }
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
    fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
    console.table(
      Object.fromEntries([
        [
          'framework ceiling',
          {
            'req/s': Math.round(frameworkRps),
            p50: before.framework.p50Ms,
            p99: before.framework.p99Ms,
          },
        ],
        [
          'server ceiling',
          { 'req/s': Math.round(serverRps), p50: before.server.p50Ms, p99: before.server.p99Ms },
        ],
        ...queries.map((q) => [
          q.name,
          {
            'req/s': q.app.requestsPerSecond,
            p50: q.app.p50Ms,
            p99: q.app.p99Ms,
            'of home': ratio(q.app.requestsPerSecond, homeRps),
            'of framework': ratio(q.app.requestsPerSecond, frameworkRps),
            'first render p50': q.firstRender?.p50Ms,
          },
        ]),
        [
          'unseen searches',
          { 'req/s': unseen.requestsPerSecond, p50: unseen.p50Ms, p99: unseen.p99Ms },
        ],
        ...results.map((r) => [
          r.name,
          {
            'req/s': r.app.requestsPerSecond,
            p50: r.app.p50Ms,
            p99: r.app.p99Ms,
            cache: r.cache,
            'of framework': r.ofFrameworkCeiling,
            'of server': r.ofServerCeiling,
            'Next alone': r.next.requestsPerSecond,
            'nginx req/s': r.machine.requestsPerSecond,
            'of machine': r.ofMachineCeiling,
          },
        ]),
      ]),
    )
    console.log(
      `Server RSS: ${memory.afterStartMiB} MiB after start, ${memory.afterRunsMiB} MiB after the runs`,
    )
    for (const r of shortfalls) {
      console.warn(
        `! ${r.name}: ${Math.round(r.ofFrameworkCeiling * 100)} % of the framework ceiling`,
      )
    }
    console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
    const all = [
      before.framework,
      before.server,
      after.framework,
      after.server,
      ...rows.flatMap((r) => [r.app, r.next, r.machine]),
      ...queries.flatMap((q) => [q.app, ...(q.firstRender ? [q.firstRender] : [])]),
      unseen,
      unseenOne,
    ]
    if (all.some((f) => failures(f) > 0)) {
      console.error('Some requests failed (see socketErrors and httpErrors in the results)')
      process.exitCode = 1
    }
  } finally {
    await nginx.stop()
    fs.rmSync(root, { recursive: true, force: true })
    await server?.stop()
  }
}

await main()
