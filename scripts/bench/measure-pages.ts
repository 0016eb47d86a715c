/**
 * `npm run bench` (pages): the site's pages under wrk as `npm start` serves them alone, with no
 * proxy in front, in rounds (a fresh `npm start` each; medians reported):
 *
 * - pages Next keeps once rendered (home, the team list, a post, a lawyer), as a share of Next's
 *   own bare static page (BENCH_CEILING_PATH; see FALLBACK_CEILING when it does not answer)
 *   through the same server in the same round, measured before and after the pages (their mean
 *   is the yardstick: the machine is shared);
 * - pages that read the query string (src/data/query-pages.ts): the press center filtered and
 *   paged and searches asked again and again (the site's and the press center's), which Next
 *   keeps once rendered, and searches no one asked before (thousands of distinct ones in rotation,
 *   each rendered), at 16 connections: requests/s and p99, and each page's first answer after the
 *   start;
 * - the serving process's RSS once started (warmed up: /readyz 200) and after the round's load.
 *
 *   tsx scripts/bench/measure-pages.ts [--rounds 3] [--seconds 8] [--connections 32] [--warmup 2]
 *                                      [--query-connections 16] [--url http://127.0.0.1:3004]
 *
 * Without --url each round spawns `npm start` (with BENCH_CEILING=1) on a free loopback port with
 * the default data directory (or DATA_DIR), after building if needed; with --url that server must
 * run with BENCH_CEILING=1, one round is measured and its memory is not read. Writes
 * bench/results/pages.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { BENCH_CEILING_PATH } from '../../src/proxy'
import { compileIfNeeded } from '../app/compile'
import { buildIfNeeded } from '../app/next-build'
import { runBootstrap } from '../app/run'
import {
  benchFlag,
  benchOption,
  giveUpAfter,
  ratio,
  rotatingPaths,
  rssMiB,
  runWrk,
  samplePages,
  spawnNpmStart,
  unseenSearchPaths,
  type WrkFigures,
  waitForOk,
} from './common'
import { median } from './lighthouse-figures'

const given = benchOption('url')
const rounds = given ? 1 : Number(benchOption('rounds') ?? 3)
const seconds = Number(benchOption('seconds') ?? 8)
const connections = Number(benchOption('connections') ?? 32)
const queryConnections = Number(benchOption('query-connections') ?? 16)
const warmup = Number(benchOption('warmup') ?? 2)
const RESULTS = path.resolve('bench/results/pages.json')
/** The targets. */
const TARGETS = {
  ofCeiling: 0.5,
  queryRequestsPerSecond: 150,
  queryP99Ms: 250,
  rssAfterStartMiB: 300,
  rssAfterLoadMiB: 450,
}
/** Searches never seen before: distinct queries per language. */
const UNSEEN_QUERIES = 2_000

type Answer = { status: number; html: string; cache: string; cacheControl: string; ms: number }

async function fetchPage(url: string): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual' })
  const html = await response.text()
  return {
    status: response.status,
    html,
    ms: Math.round(performance.now() - started),
    // Next's word on where the answer came from (HIT, STALE, MISS), or none for a dynamic render.
    cache: response.headers.get('x-nextjs-cache') ?? 'dynamic',
    cacheControl: response.headers.get('cache-control') ?? '',
  }
}

/** The second answer of a page (the first may render it); it must be a 200. */
async function probe(url: string): Promise<Answer> {
  await fetchPage(url)
  const answer = await fetchPage(url)
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`)
  return answer
}

/**
 * Next's bare page, or when it does not answer, Next's smallest answer from its own cache outside
 * the locale proxy (the web app manifest, a static metadata route): a higher yardstick than the
 * bare page, which passes the proxy as pages do.
 */
const FALLBACK_CEILING = '/manifest.webmanifest'

async function chooseCeiling(
  base: string,
): Promise<{ path: string; answer: Answer; fallbackReason?: string }> {
  const bare = await probe(`${base}${BENCH_CEILING_PATH}`).catch((error: Error) => error)
  if (!(bare instanceof Error)) return { path: BENCH_CEILING_PATH, answer: bare }
  const fallbackReason = `${bare.message} (with BENCH_CEILING=1)`
  console.warn(`! ${fallbackReason}: the ceiling is ${FALLBACK_CEILING} instead`)
  return {
    path: FALLBACK_CEILING,
    answer: await probe(`${base}${FALLBACK_CEILING}`),
    fallbackReason,
  }
}

async function measure(url: string, conns: number, lua?: string): Promise<WrkFigures> {
  if (warmup > 0) await runWrk(url, { connections: conns, seconds: warmup, lua })
  return runWrk(url, { connections: conns, seconds, lua })
}

/** Home, the team list, a post and a lawyer: the page types Next renders once and keeps. */
async function keptPages(base: string): Promise<{ name: string; path: string }[]> {
  const samples = await samplePages(base)
  const pick = (name: string) => samples.find((s) => s.name === name)
  return [
    { name: 'home (ru)', path: '/' },
    { name: 'home (en)', path: '/en' },
    { name: 'team list (ru)', path: '/team' },
    { name: 'team list (en)', path: '/en/team' },
    ...[pick('post (ru)'), pick('lawyer (en)')].filter((s) => s !== undefined),
  ]
}

/** Pages that read the query string, asked again and again. */
const QUERY_PAGES = [
  { name: 'news, events (ru)', path: '/news?type=event' },
  { name: 'news, page 2 (ru)', path: '/news?page=2' },
  { name: 'news, publications (en)', path: '/en/news?type=publication' },
  { name: 'search seen before (ru)', path: `/search?q=${encodeURIComponent('арбитраж')}` },
  { name: 'news search seen before (en)', path: '/en/news?q=arbitration' },
]

const failures = (f: WrkFigures) => f.socketErrors + f.httpErrors
const brief = (f: WrkFigures) => ({
  requestsPerSecond: f.requestsPerSecond,
  p50Ms: f.p50Ms,
  p99Ms: f.p99Ms,
  failed: failures(f),
})

type Round = {
  memory: { afterStartMiB?: number; afterLoadMiB?: number }
  ceiling: {
    path: string
    fallbackReason?: string
    bytes: number
    cache: string
    before: WrkFigures
    after: WrkFigures
    mean: number
  }
  pages: {
    name: string
    path: string
    bytes: number
    cache: string
    figures: WrkFigures
    ofCeiling: number
  }[]
  queryPages: {
    name: string
    path: string
    firstAnswerMs: number
    cacheControl: string
    figures: WrkFigures
  }[]
  unseen: { distinctPaths: number; figures: WrkFigures }
}

async function oneRound(index: number): Promise<Round> {
  const app = given ? undefined : await spawnNpmStart({ BENCH_CEILING: '1' })
  const base = given ?? app?.url ?? ''
  const alive = () => !app || (app.proc.exitCode === null && app.proc.signalCode === null)
  try {
    // Warmed up: the search index, the jobs and the live channel start after the first answer.
    await waitForOk(`${base}/readyz`, { alive, pollMs: 100 })
    const pid = app?.serverPid()
    const memory: Round['memory'] = { afterStartMiB: rssMiB(pid) }
    // Query pages' first answers before anything else renders them.
    const firsts = new Map<string, Answer>()
    for (const row of QUERY_PAGES) firsts.set(row.path, await fetchPage(`${base}${row.path}`))
    const ceiling = await chooseCeiling(base)
    const ceilingUrl = `${base}${ceiling.path}`
    const ceilingProbe = ceiling.answer
    const before = await measure(ceilingUrl, connections)
    const pages: Round['pages'] = []
    for (const page of await keptPages(base)) {
      const { html, cache } = await probe(`${base}${page.path}`)
      const figures = await measure(`${base}${page.path}`, connections)
      pages.push({ ...page, bytes: Buffer.byteLength(html), cache, figures, ofCeiling: 0 })
      console.log(`${page.name}: ${figures.requestsPerSecond} req/s (${cache})`)
    }
    const queryPages: Round['queryPages'] = []
    for (const row of QUERY_PAGES) {
      const first = firsts.get(row.path)
      if (first?.status !== 200) throw new Error(`${row.path} answered ${first?.status}`)
      const figures = await measure(`${base}${row.path}`, queryConnections)
      queryPages.push({
        ...row,
        firstAnswerMs: first.ms,
        cacheControl: first.cacheControl,
        figures,
      })
      console.log(`${row.name}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms`)
    }
    const unseenPaths = await unseenSearchPaths(base, UNSEEN_QUERIES, index)
    const unseenFigures = await runWrk(`${base}/`, {
      seconds,
      connections: queryConnections,
      lua: rotatingPaths(unseenPaths),
    })
    console.log(
      `unseen searches: ${unseenFigures.requestsPerSecond} req/s, p99 ${unseenFigures.p99Ms} ms`,
    )
    const after = await measure(ceilingUrl, connections)
    memory.afterLoadMiB = rssMiB(pid)
    // On a shared machine the two differ: their mean is the fairer yardstick for what lies between.
    const mean = (before.requestsPerSecond + after.requestsPerSecond) / 2
    for (const page of pages) page.ofCeiling = ratio(page.figures.requestsPerSecond, mean)
    return {
      memory,
      ceiling: {
        path: ceiling.path,
        fallbackReason: ceiling.fallbackReason,
        bytes: Buffer.byteLength(ceilingProbe.html),
        cache: ceilingProbe.cache,
        before,
        after,
        mean: Math.round(mean),
      },
      pages,
      queryPages,
      unseen: { distinctPaths: unseenPaths.length, figures: unseenFigures },
    }
  } finally {
    await app?.stop()
  }
}

async function main(): Promise<void> {
  // Per round: 13 measured pages with their warm-ups, the unseen searches, and a start.
  giveUpAfter('pages', (rounds * (14 * (seconds + warmup) + 120) + 600) * 1000)
  if (!given) {
    Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
    await runBootstrap()
    if (!benchFlag('no-build')) {
      await buildIfNeeded()
      await compileIfNeeded()
    }
  }
  const all: Round[] = []
  for (let i = 0; i < rounds; i++) {
    console.log(`> round ${i + 1} of ${rounds}`)
    all.push(await oneRound(i))
  }
  const first = all[0] as Round
  const med = (pick: (r: Round) => number | undefined) =>
    median(all.map((r) => pick(r) ?? Number.NaN).filter((v) => Number.isFinite(v)))
  const memory = {
    afterStartMiB: all.map((r) => r.memory.afterStartMiB),
    afterLoadMiB: all.map((r) => r.memory.afterLoadMiB),
    medianAfterStartMiB: med((r) => r.memory.afterStartMiB),
    medianAfterLoadMiB: med((r) => r.memory.afterLoadMiB),
  }
  const pages = first.pages.map((page, i) => {
    const of = (pick: (p: Round['pages'][number]) => number) =>
      med((r) => {
        const p = r.pages[i]
        return p ? pick(p) : undefined
      })
    const ofCeiling = of((p) => p.ofCeiling)
    return {
      name: page.name,
      path: page.path,
      bytes: page.bytes,
      cache: all.map((r) => r.pages[i]?.cache),
      medianRequestsPerSecond: of((p) => p.figures.requestsPerSecond),
      medianP99Ms: of((p) => p.figures.p99Ms),
      medianOfCeiling: ofCeiling,
      meetsTarget: ofCeiling >= TARGETS.ofCeiling,
      rounds: all.map((r) => {
        const p = r.pages[i]
        return p ? { ...brief(p.figures), ofCeiling: p.ofCeiling } : null
      }),
    }
  })
  const queryPages = first.queryPages.map((row, i) => {
    const of = (pick: (q: Round['queryPages'][number]) => number) =>
      med((r) => {
        const q = r.queryPages[i]
        return q ? pick(q) : undefined
      })
    const rps = of((q) => q.figures.requestsPerSecond)
    const p99 = of((q) => q.figures.p99Ms)
    return {
      name: row.name,
      path: row.path,
      cacheControl: row.cacheControl,
      medianFirstAnswerMs: of((q) => q.firstAnswerMs),
      medianRequestsPerSecond: rps,
      medianP50Ms: of((q) => q.figures.p50Ms),
      medianP99Ms: p99,
      meetsTarget: rps >= TARGETS.queryRequestsPerSecond && p99 <= TARGETS.queryP99Ms,
      rounds: all.map((r) => (r.queryPages[i] ? brief(r.queryPages[i].figures) : null)),
    }
  })
  const unseenRps = med((r) => r.unseen.figures.requestsPerSecond)
  const unseenP99 = med((r) => r.unseen.figures.p99Ms)
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    server: given ? given : 'npm start, no proxy',
    rounds,
    seconds,
    warmupSeconds: warmup,
    connections,
    queryConnections,
    targets: TARGETS,
    memory: {
      ...memory,
      meetsTarget:
        memory.medianAfterStartMiB <= TARGETS.rssAfterStartMiB &&
        memory.medianAfterLoadMiB <= TARGETS.rssAfterLoadMiB,
    },
    ceiling: {
      path: first.ceiling.path,
      fallbackReason: first.ceiling.fallbackReason,
      measured: 'through the same server, before and after the pages; their mean per round',
      bytes: first.ceiling.bytes,
      cache: first.ceiling.cache,
      meanRequestsPerSecond: all.map((r) => r.ceiling.mean),
      medianRequestsPerSecond: med((r) => r.ceiling.mean),
      rounds: all.map((r) => ({ before: brief(r.ceiling.before), after: brief(r.ceiling.after) })),
    },
    pages,
    queryPages,
    unseenSearches: {
      distinctPaths: first.unseen.distinctPaths,
      measured: 'distinct /search?q= and /news?q= in rotation, both languages, new ones each round',
      medianRequestsPerSecond: unseenRps,
      medianP50Ms: med((r) => r.unseen.figures.p50Ms),
      medianP99Ms: unseenP99,
      meetsTarget: unseenRps >= TARGETS.queryRequestsPerSecond && unseenP99 <= TARGETS.queryP99Ms,
      rounds: all.map((r) => brief(r.unseen.figures)),
    },
  }
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
  fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
  console.table(
    Object.fromEntries([
      ['ceiling', { 'req/s': report.ceiling.medianRequestsPerSecond }],
      ...pages.map((p) => [
        p.name,
        { 'req/s': p.medianRequestsPerSecond, p99: p.medianP99Ms, 'of ceiling': p.medianOfCeiling },
      ]),
      ...queryPages.map((q) => [
        q.name,
        { 'req/s': q.medianRequestsPerSecond, p99: q.medianP99Ms, first: q.medianFirstAnswerMs },
      ]),
      ['unseen searches', { 'req/s': unseenRps, p99: unseenP99 }],
    ]),
  )
  console.log(
    `RSS: ${memory.medianAfterStartMiB} MiB after start, ${memory.medianAfterLoadMiB} MiB after load (medians)`,
  )
  for (const p of [...pages, ...queryPages, report.unseenSearches]) {
    if (!p.meetsTarget) console.warn(`! below target: ${'name' in p ? p.name : 'unseen searches'}`)
  }
  console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
  const figures = all.flatMap((r) => [
    r.ceiling.before,
    r.ceiling.after,
    ...r.pages.map((p) => p.figures),
    ...r.queryPages.map((q) => q.figures),
    r.unseen.figures,
  ])
  if (figures.some((f) => failures(f) > 0)) {
    console.error('Some requests failed (see "failed" in the results)')
    process.exitCode = 1
  }
}

await main()
