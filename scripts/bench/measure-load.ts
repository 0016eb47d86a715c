/**
 * Sustained load on one server, or with --topology the several-instance topology.
 *
 * One server: 60 s at 32 connections over a mix of the site's pages (home, press center, a post,
 * a lawyer, both languages), GraphQL (the press-center list as a persisted GET) and search (the
 * /search page and the press center's ?q=), with every tenth request a search no one asked before
 * (each rendered and kept), twice: the second run, with searches of its own, shows whether memory
 * still grows (a leak) once the caches are full. Zero errors expected; throughput, p50/p90/p99 of each run and
 * the server's memory after start and after each run are written to bench/results/load.json.
 *
 *   tsx scripts/bench/measure-load.ts [--url http://127.0.0.1:3004] [--seconds 60] [--connections 32]
 *   tsx scripts/bench/measure-load.ts --topology [--rounds 3] [--seconds 8] [--connections 32]
 *
 * The topology (scripts/topology/start-topology.ts: nginx in front of two instances on one
 * PostgreSQL server, on free loopback ports), in --rounds rounds with medians:
 *
 * - pages Next keeps once rendered (the bare root too, kept per language choice), and pages that
 *   read the query string asked again and again, through nginx (its shared cache holds them for
 *   their s-maxage), each as a share of nginx serving a static file of the same bytes (a second
 *   nginx, as many workers, in the same round);
 * - a post published through instance A: when its title shows on the press center and the English
 *   home page of A and B asked directly, and through nginx (whose copy was fresh at the publish);
 * - a search no one asked before, through nginx: it must reach an instance (nginx's MISS, its
 *   upstream in the access log) and list what the instance's search index finds.
 *
 * Written to bench/results/topology.json.
 *
 * Loopback only; without --url it builds if needed and starts the production server on a free
 * port with the default data directory (or DATA_DIR). Bounded: wrk stops at --seconds, and the
 * whole script gives up 5 minutes later. Exits non-zero on any failed request.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { PAGE_CACHE } from '../../src/security/headers'
import {
  adminToken,
  field,
  postGraphql,
  publishNewsPost,
  TEST_ADMIN,
} from '../../tests/helpers/graphql-http'
import { startTopology, type Topology } from '../topology/start-topology'

import {
  benchFlag,
  benchOption,
  giveUpAfter,
  persistedNewsListPath,
  ratio,
  rotatingPathsWithFresh,
  rssMiB,
  runWrk,
  samplePages,
  startBenchServer,
  startStaticNginx,
  unseenSearchPaths,
  type WrkFigures,
} from './common'
import { median } from './lighthouse-figures'

const seconds = Number(benchOption('seconds') ?? 60)
const connections = Number(benchOption('connections') ?? 32)
const RESULTS = path.resolve('bench/results/load.json')
const DEADLINE_MS = (seconds + 300) * 1000

/**
 * Searches per language: one with results, one without. Searches render per request, so a longer
 * list would make the mix mostly uncached work.
 */
const SEARCHES = {
  ru: ['арбитраж', 'zzzz'],
  en: ['arbitration', 'zzzz'],
}

/** Every this many requests, a search no one asked before; enough of them for a run at 1,000 req/s. */
const FRESH_EVERY = 10
const FRESH_SEARCHES = 3_000

type Mix = { kind: 'page' | 'graphql' | 'search'; path: string }[]

async function buildMix(base: string): Promise<Mix> {
  const mix: Mix = (await samplePages(base)).map((p) => ({ kind: 'page', path: p.path }))
  for (const locale of ['ru', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : ''
    mix.push({ kind: 'graphql', path: await persistedNewsListPath(base, { locale, page: 1 }) })
    mix.push({ kind: 'graphql', path: await persistedNewsListPath(base, { locale, page: 2 }) })
    for (const q of SEARCHES[locale]) {
      const encoded = encodeURIComponent(q)
      mix.push({ kind: 'search', path: `${prefix}/search?q=${encoded}` })
      mix.push({ kind: 'search', path: `${prefix}/news?q=${encoded}` })
    }
  }
  // Every path answers 200 before the run: a redirect or a 404 would be measured as success.
  for (const { path: p } of mix) {
    const response = await fetch(`${base}${p}`, { redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${p} answered ${response.status}`)
  }
  return mix
}

async function main(): Promise<void> {
  giveUpAfter('load', DEADLINE_MS)
  const given = benchOption('url')
  const server = given ? undefined : await startBenchServer()
  const base = given ?? server?.url ?? ''
  const pid = server?.proc.pid
  try {
    const afterStart = rssMiB(pid)
    const mix = await buildMix(base)
    const load = async (salt: number) =>
      runWrk(`${base}/`, {
        seconds,
        connections,
        lua: rotatingPathsWithFresh(
          mix.map((m) => m.path),
          await unseenSearchPaths(base, FRESH_SEARCHES, salt),
          FRESH_EVERY,
        ),
      })
    const figures = await load(1)
    const after = rssMiB(pid)
    const second = await load(2)
    const afterSecond = rssMiB(pid)
    const kinds = Object.fromEntries(
      (['page', 'graphql', 'search'] as const).map((k) => [
        k,
        mix.filter((m) => m.kind === k).length,
      ]),
    )
    const report = {
      measuredAt: new Date().toISOString(),
      connections,
      seconds,
      mix: { paths: mix.length, ...kinds, neverAskedSearchEvery: FRESH_EVERY },
      ...figures,
      errors: figures.socketErrors + figures.httpErrors + second.socketErrors + second.httpErrors,
      second,
      memory: {
        afterStartMiB: afterStart,
        afterMiB: after,
        afterSecondMiB: afterSecond,
        secondRunGrowthPercent:
          after && afterSecond ? Math.round(((afterSecond - after) / after) * 1000) / 10 : null,
      },
    }
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
    fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
    console.table({ first: { ...figures }, second: { ...second } })
    console.log(
      `Server RSS: ${afterStart} MiB after start, ${after} MiB after the first run, ${afterSecond} MiB after the second`,
    )
    console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
    if (report.errors > 0) {
      console.error(`load: ${report.errors} failed request(s)`)
      process.exitCode = 1
    }
  } finally {
    await server?.stop()
  }
}

/** The targets for the topology. */
const TOPOLOGY_TARGETS = { ofStaticNginx: 0.5, publicationSeenMs: 5_000 }
const TOPOLOGY_RESULTS = path.resolve('bench/results/topology.json')

/** Whether a TCP port on 127.0.0.1 is free now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** `count` consecutive free ports (the topology puts its instances on nginx's port + 1, + 2). */
async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * 20_000)
    const free = await Promise.all(Array.from({ length: count }, (_, i) => portIsFree(first + i)))
    if (free.every(Boolean)) return first
  }
  throw new Error(`no ${count} consecutive free ports`)
}

type Fetched = { status: number; text: string; headers: Headers; ms: number }

async function fetchText(url: string): Promise<Fetched> {
  const started = performance.now()
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
  const text = await res.text()
  return {
    status: res.status,
    text,
    headers: res.headers,
    ms: Math.round(performance.now() - started),
  }
}

/** The links of a search page's results, in order (the list after the result count). */
function resultLinks(html: string): string[] {
  const list = /<ol[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? ''
  return [...list.matchAll(/<h2[^>]*>\s*<a[^>]*href="([^"]+)"/g)].map((m) => m[1] as string)
}

/**
 * Pages through nginx against nginx serving the same bytes from a file, `rounds` times: the
 * yardstick is measured right after each page, on the same machine at the same moment.
 */
async function edgeRatios(
  topology: Topology,
  rounds: number,
  seconds: number,
  connections: number,
) {
  const samples = await samplePages(topology.instances[0]?.url ?? '')
  const pick = (name: string) => samples.find((p) => p.name === name)?.path
  const rows = [
    { kind: 'kept', name: 'home (en)', path: '/en' },
    { kind: 'kept', name: 'team list (ru)', path: '/team' },
    { kind: 'kept', name: 'post (ru)', path: pick('post (ru)') ?? '' },
    { kind: 'kept', name: 'lawyer (en)', path: pick('lawyer (en)') ?? '' },
    { kind: 'query', name: 'news, events (ru)', path: '/news?type=event' },
    { kind: 'query', name: 'news, page 2 (ru)', path: '/news?page=2' },
    { kind: 'query', name: 'search (en)', path: '/en/search?q=arbitration' },
    { kind: 'query', name: 'news search (ru)', path: `/news?q=${encodeURIComponent('арбитраж')}` },
    { kind: 'kept', name: 'home (ru), the root', path: '/' },
  ]
  // Outside the project: nginx's workers (nobody, when root starts it) must reach the files.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-edge-'))
  fs.chmodSync(root, 0o755)
  // As many workers as the topology's nginx (worker_processes 1): the same nginx, minus the app.
  const files = await startStaticNginx(root, { workers: 1 })
  try {
    const pages = []
    for (const row of rows) {
      await fetchText(`${topology.url}${row.path}`)
      const second = await fetchText(`${topology.url}${row.path}`)
      if (second.status !== 200)
        throw new Error(`${row.path} answered ${second.status} through nginx`)
      const file = `${row.name.replace(/\W+/g, '-').replace(/-$/, '')}.html`
      fs.writeFileSync(path.join(root, file), second.text)
      pages.push({
        ...row,
        bytes: Buffer.byteLength(second.text),
        cacheStatus: second.headers.get('x-cache-status') ?? '',
        cacheControl: second.headers.get('cache-control') ?? '',
        file,
        rounds: [] as { edge: WrkFigures; file: WrkFigures; ofStaticNginx: number }[],
      })
    }
    for (let round = 0; round < rounds; round++) {
      for (const page of pages) {
        const options = { seconds, connections }
        await runWrk(`${topology.url}${page.path}`, { ...options, seconds: 2 })
        const edge = await runWrk(`${topology.url}${page.path}`, options)
        await runWrk(`${files.url}/${page.file}`, { ...options, seconds: 2 })
        const file = await runWrk(`${files.url}/${page.file}`, options)
        const ofStaticNginx = ratio(edge.requestsPerSecond, file.requestsPerSecond)
        page.rounds.push({ edge, file, ofStaticNginx })
        console.log(
          `round ${round + 1}, ${page.name}: ${edge.requestsPerSecond} req/s through nginx, ` +
            `${file.requestsPerSecond} from a file (${ofStaticNginx})`,
        )
      }
    }
    return pages.map(({ rounds: all, file: _, ...page }) => {
      const ofStaticNginx = median(all.map((r) => r.ofStaticNginx))
      return {
        ...page,
        medianRequestsPerSecond: median(all.map((r) => r.edge.requestsPerSecond)),
        medianP99Ms: median(all.map((r) => r.edge.p99Ms)),
        medianStaticFileRequestsPerSecond: median(all.map((r) => r.file.requestsPerSecond)),
        medianOfStaticNginx: ofStaticNginx,
        meetsTarget: ofStaticNginx >= TOPOLOGY_TARGETS.ofStaticNginx,
        failed: all.reduce(
          (n, r) =>
            n + r.edge.socketErrors + r.edge.httpErrors + r.file.socketErrors + r.file.httpErrors,
          0,
        ),
      }
    })
  } finally {
    await files.stop()
    fs.rmSync(root, { recursive: true, force: true })
  }
}

/**
 * A post published through instance A: how long until its title shows on each page asked, on A
 * and B directly and through nginx. nginx's copies are refreshed just before the publish, so its
 * figure is the longest a visitor waits (a copy kept for its whole s-maxage, then one refresh).
 */
async function publication(topology: Topology, word: string) {
  const [a, b] = topology.instances.map((it) => it.url)
  if (!a || !b) throw new Error('the topology has fewer than two instances')
  const title = `Коллегия проверила ${word}`
  const watched = [
    { name: 'nginx /en', url: `${topology.url}/en` },
    { name: 'nginx /news', url: `${topology.url}/news` },
    { name: 'A /news', url: `${a}/news` },
    { name: 'B /news', url: `${b}/news` },
    { name: 'B /en', url: `${b}/en` },
  ]
  for (const w of watched) {
    await fetchText(w.url)
    const before = await fetchText(w.url)
    if (before.text.includes(word)) throw new Error(`${w.name} shows ${word} before the publish`)
  }
  const token = await adminToken(`${a}/graphql`)
  const id = await publishNewsPost(`${a}/graphql`, token, title)
  const publishedAt = Date.now()
  const deadline = publishedAt + TOPOLOGY_TARGETS.publicationSeenMs * 4
  const seen = await Promise.all(
    watched.map(async (w) => {
      const trail: string[] = []
      while (Date.now() < deadline) {
        const res = await fetchText(w.url)
        const ms = Date.now() - publishedAt
        const status = res.headers.get('x-cache-status')
        if (trail.at(-1)?.split(' ').slice(1).join(' ') !== `${status}`)
          trail.push(`${ms} ${status}`)
        if (res.text.includes(title)) return { ...w, seenAfterMs: ms, cacheStatusTrail: trail }
        await new Promise((r) => setTimeout(r, 100))
      }
      return { ...w, seenAfterMs: null, cacheStatusTrail: trail }
    }),
  )
  for (const s of seen) {
    console.log(
      `publication on ${s.name}: ${s.seenAfterMs ?? 'not seen'} ms (${s.cacheStatusTrail.join(', ')})`,
    )
  }
  const slowest = Math.max(...seen.map((s) => s.seenAfterMs ?? Number.POSITIVE_INFINITY))
  return {
    postId: id,
    nginxCopyMaxAgeSeconds: PAGE_CACHE.sMaxAgeSeconds,
    seen: seen.map(({ url: _, ...s }) => s),
    slowestMs: Number.isFinite(slowest) ? slowest : null,
    meetsTarget: slowest <= TOPOLOGY_TARGETS.publicationSeenMs,
    cleanup: async () => {
      await postGraphql(
        `${a}/graphql`,
        { query: `mutation { deletePost(id: ${id}) { id } }` },
        { token },
      )
    },
  }
}

/**
 * Searches no one asked before, through nginx: each must reach an instance (not nginx's cache)
 * and list the results the instance's search index gives over GraphQL, in the same order.
 */
async function unseenSearches(topology: Topology, queries: string[]) {
  const a = topology.instances[0]?.url ?? ''
  const checks = []
  for (const q of queries) {
    const requestPath = `/search?q=${encodeURIComponent(q)}`
    const page = await fetchText(`${topology.url}${requestPath}`)
    const upstream = topology
      .accessLog()
      .split('\n')
      .filter((line) => line.includes(`"GET ${requestPath} `))
      .map((line) => line.split(' ').at(-2) ?? '')
    const { json } = await postGraphql(`${a}/graphql`, {
      query: 'query ($q: String!) { search(q: $q, locale: ru, limit: 10) { count hits { path } } }',
      variables: { q },
    })
    const expected = field<{ count: number; hits: { path: string }[] }>(json, 'search')
    const links = resultLinks(page.text)
    const instances = topology.instances.map((it) => new URL(it.url).host)
    const reached = upstream.length === 1 && instances.includes(upstream[0] ?? '')
    const correct =
      page.status === 200 &&
      JSON.stringify(links) === JSON.stringify(expected.hits.map((h) => h.path))
    checks.push({
      q,
      status: page.status,
      ms: page.ms,
      cacheStatus: page.headers.get('x-cache-status'),
      upstream,
      reachedAnInstance: reached && page.headers.get('x-cache-status') !== 'HIT',
      expectedCount: expected.count,
      links,
      correct,
    })
    console.log(
      `unseen search "${q}": ${page.status} ${page.headers.get('x-cache-status')} via ${upstream.join(',')} in ${page.ms} ms, ${links.length} results, correct ${correct}`,
    )
  }
  return checks
}

async function measureTopology(): Promise<void> {
  const rounds = Number(benchOption('rounds') ?? 3)
  const secs = Number(benchOption('seconds') ?? 8)
  const conns = Number(benchOption('connections') ?? 32)
  giveUpAfter('topology', (rounds * 9 * 2 * (secs + 2) + 900) * 1000)
  const port = await freePortRun(3)
  const topology = await startTopology({
    port,
    dir: path.join('tmp', 'bench', `topology-${port}`),
    admin: TEST_ADMIN,
  })
  try {
    const pages = await edgeRatios(topology, rounds, secs, conns)
    const word = `бенчмарк${Date.now() % 100_000}`
    const published = await publication(topology, word)
    // The new post's own word, a word of the seeded content and one that finds nothing: none
    // asked before in this topology's life.
    const searches = await unseenSearches(topology, [word, 'доверитель', `${word}нет`])
    await published.cleanup()
    const { cleanup: _, ...publicationFigures } = published
    const report = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      topology: `nginx (worker_processes 1) in front of ${topology.instances.length} instances on PostgreSQL`,
      rounds,
      seconds: secs,
      connections: conns,
      targets: TOPOLOGY_TARGETS,
      pages,
      publication: publicationFigures,
      unseenSearches: {
        checks: searches,
        allReachAnInstance: searches.every((s) => s.reachedAnInstance),
        allCorrect: searches.every((s) => s.correct),
      },
    }
    fs.mkdirSync(path.dirname(TOPOLOGY_RESULTS), { recursive: true })
    fs.writeFileSync(TOPOLOGY_RESULTS, `${JSON.stringify(report, null, 2)}\n`)
    console.table(
      Object.fromEntries(
        pages.map((p) => [
          p.name,
          {
            'req/s': p.medianRequestsPerSecond,
            'file req/s': p.medianStaticFileRequestsPerSecond,
            ratio: p.medianOfStaticNginx,
            cache: p.cacheStatus,
          },
        ]),
      ),
    )
    console.log(`> Wrote ${path.relative(process.cwd(), TOPOLOGY_RESULTS)}`)
    if (pages.some((p) => p.failed > 0)) {
      console.error('topology: some requests failed (see "failed" in the results)')
      process.exitCode = 1
    }
  } finally {
    await topology.stop()
  }
}

if (benchFlag('topology')) await measureTopology()
else await main()
