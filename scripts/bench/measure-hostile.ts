/**
 * `npm run bench:hostile`: what one hostile client does to the production server (issue 16).
 *
 *   tsx scripts/bench/measure-hostile.ts [--url http://127.0.0.1:3004 --pid N] [--no-build]
 *
 * memory: the server's RSS growth (VmRSS) after 3,000 distinct GraphQL documents of 14 KB that
 *   validation refuses, another 3,000 (memory kept per document would grow again), then 3,000
 *   anonymous GETs with junk parameters, read after some idle seconds (target < 64 MiB).
 * blocking: the time to refuse 100 aliases of `search` (target < 50 ms); one search with the
 *   longest query allowed; /healthz p99 while a client sends the worst operations the limits
 *   still allow, back to back (target < 100 ms).
 * heavyReads: 16 anonymous connections on the heaviest public REST and GraphQL reads for 20 s,
 *   against a server with its default rate limit: /healthz p99 meanwhile (target <= 100 ms), and
 *   the home page's throughput beside them against its quiet throughput (target >= 0.5).
 *
 * Without --url it starts the production server (scripts/bench/common.ts), with the rate limit
 * out of the way for memory and blocking: those figures are what the caches and the cost rule
 * bound, not the throttle. heavyReads starts a second server with the default limit.
 * Prints the figures and writes bench/results/hostile.json.
 */
import fs from 'node:fs'
import path from 'node:path'
import { GRAPHQL_COST } from '../../src/graphql/cost'
import { API_RATE_LIMIT } from '../../src/rate-limits/api-rate-limit'
import { SEARCH, SEARCH_QUERY_MAX_WORDS } from '../../src/search/query'

import { benchOption, ratio, rssMiB, runWrk, startBenchServer } from './common'

const RESULTS = path.resolve('bench/results/hostile.json')
const DOCUMENTS = 3_000
const JUNK_GETS = 3_000
/** Requests in flight at once while flooding (a single client with a few connections). */
const CONCURRENCY = 8
const BLOCKING_SECONDS = 10
/** Idle seconds after the flood before the memory that stayed is read. */
const SETTLE_SECONDS = 20

/** A document of about 14 KB that parses and is refused by validation (unknown fields). */
function rejectedDocument(i: number): string {
  const fields = Array.from({ length: 760 }, (_, j) => `field_${i}_number_${j}`).join(' ')
  return `query Q${i} { nothing${i} { ${fields} } }`
}

const HIT_FIELDS =
  'id type title path date score titleParts { text match } excerptParts { text match }'
/** The longest query the search keeps: its word cap of long words, within the length cap. */
const LONGEST_QUERY = Array.from(
  { length: SEARCH_QUERY_MAX_WORDS },
  (_, i) => `арбитражного${'кмн'.repeat(i % 3)}`,
)
  .join(' ')
  .slice(0, SEARCH.maxQueryLength)

const searchField = (alias: string, q: string) =>
  `${alias}: search(q: ${JSON.stringify(q)}, limit: ${SEARCH.maxLimit}) { count facets { type count } hits { ${HIT_FIELDS} } }`

/** The worst operations the limits allow: as many searches as fit, and the widest list. */
const WORST_OPERATIONS = [
  `{ ${Array.from({ length: GRAPHQL_COST.maxSearchFields }, (_, i) => searchField(`s${i}`, LONGEST_QUERY)).join(' ')} }`,
  `{ ${Array.from({ length: GRAPHQL_COST.maxSearchFields }, (_, i) => searchField(`s${i}`, `договор спор суд ${i}`)).join(' ')} }`,
  '{ Posts(limit: 600) { totalDocs docs { id title slug type summary publishedAt createdAt updatedAt authors { id } practices { id } } } }',
]

const ALIASES_OF_SEARCH = `{ ${Array.from({ length: 100 }, (_, i) => `s${i}: search(q: "спор") { count hits { title } }`).join(' ')} }`

async function post(endpoint: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, text: await res.text() }
}

/** Runs `task(i)` for i < count, `CONCURRENCY` at a time; returns the statuses seen. */
async function flood(count: number, task: (i: number) => Promise<number>) {
  const statuses: Record<number, number> = {}
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const status = await task(next++)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  return statuses
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const round = (ms: number) => Math.round(ms * 10) / 10
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now()
  const value = await run()
  return [performance.now() - started, value]
}

const growthFrom = (from: number | undefined, to: number | undefined) =>
  from !== undefined && to !== undefined ? Math.round((to - from) * 10) / 10 : undefined

async function memory(endpoint: string, pid: number | undefined) {
  // Warm: the schema, the search index, then a burst of the same number of tiny refused
  // documents. A server's first burst of requests grows its heap whatever they carry (3,000 tiny
  // ones grew it ~200 MiB here): measured from a cold start, that would be the figure, not what
  // 14 KB documents make it keep.
  await post(endpoint, { query: '{ news(limit: 1) { totalDocs } }' })
  const cold = rssMiB(pid)
  await flood(DOCUMENTS, async (i) => (await post(endpoint, { query: `{ tiny${i} }` })).status)
  const before = rssMiB(pid)
  const documents = await flood(
    DOCUMENTS,
    async (i) => (await post(endpoint, { query: rejectedDocument(i) })).status,
  )
  const afterDocuments = rssMiB(pid)
  // A second round of other documents: memory kept per document would grow again by as much;
  // a heap that grew to hold the garbage of a burst does not.
  const secondRound = await flood(DOCUMENTS, async (i) => {
    return (await post(endpoint, { query: rejectedDocument(DOCUMENTS + i) })).status
  })
  const afterSecondRound = rssMiB(pid)
  const params = new URLSearchParams({
    query: '{ news(limit: 12) { totalDocs docs { id title } } }',
  })
  const junk = await flood(JUNK_GETS, async (i) => {
    const res = await fetch(
      `${endpoint}?${params}&utm_source=bench${i}&junk${i}=${'x'.repeat(200)}`,
    )
    await res.arrayBuffer()
    return res.status
  })
  const after = rssMiB(pid)
  // What stays once the flood is over: V8 gives back the garbage of a burst when the process
  // idles (its memory reducer), so the lowest of a few idle seconds is what was kept.
  let settled = after
  for (let i = 0; i < SETTLE_SECONDS; i++) {
    await new Promise((r) => setTimeout(r, 1000))
    const now = rssMiB(pid)
    if (now !== undefined && (settled === undefined || now < settled)) settled = now
  }
  const growth = (to: number | undefined) => growthFrom(before, to)
  return {
    rssColdMiB: cold,
    warmUpGrowthMiB: growthFrom(cold, before),
    rssBeforeMiB: before,
    rssAfterDocumentsMiB: afterDocuments,
    rssAfterSecondRoundMiB: afterSecondRound,
    secondRoundStatuses: secondRound,
    rssRightAfterMiB: after,
    rssSettledMiB: settled,
    peakGrowthMiB: growth(Math.max(afterDocuments ?? 0, afterSecondRound ?? 0, after ?? 0)),
    growthMiB: growth(settled),
    targetMiB: 64,
    documents: { count: DOCUMENTS, bytesEach: rejectedDocument(0).length, statuses: documents },
    junkGets: { count: JUNK_GETS, statuses: junk },
  }
}

async function blocking(base: string, endpoint: string) {
  const refusals: number[] = []
  let refusedStatus = 0
  for (let i = 0; i < 20; i++) {
    const [ms, res] = await timed(() => post(endpoint, { query: ALIASES_OF_SEARCH }))
    refusals.push(ms)
    refusedStatus = res.status
  }
  const searches: number[] = []
  for (let i = 0; i < 20; i++) {
    const [ms] = await timed(() =>
      post(endpoint, { query: `{ ${searchField('s', LONGEST_QUERY)} }` }),
    )
    searches.push(ms)
  }
  for (const query of WORST_OPERATIONS) {
    const res = await post(endpoint, { query })
    if (res.status !== 200 || res.text.includes('"errors"')) {
      throw new Error(`a worst allowed operation failed: ${res.status} ${res.text.slice(0, 300)}`)
    }
  }
  // One client sends the worst operations back to back while /healthz is sampled.
  let running = true
  let sent = 0
  const attacker = (async () => {
    while (running) {
      await post(endpoint, { query: WORST_OPERATIONS[sent % WORST_OPERATIONS.length] })
      sent++
    }
  })()
  const health: number[] = []
  const until = Date.now() + BLOCKING_SECONDS * 1000
  while (Date.now() < until) {
    const [ms] = await timed(async () => (await fetch(`${base}/healthz`)).arrayBuffer())
    health.push(ms)
    await new Promise((r) => setTimeout(r, 20))
  }
  running = false
  await attacker
  const sorted = [...health].sort((a, b) => a - b)
  return {
    refuse100AliasesOfSearch: {
      status: refusedStatus,
      medianMs: round(median(refusals)),
      targetMs: 50,
    },
    longestSearch: {
      query: LONGEST_QUERY,
      limit: SEARCH.maxLimit,
      medianMs: round(median(searches)),
    },
    healthzUnderWorstAllowed: {
      operationsSent: sent,
      samples: health.length,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
      targetP99Ms: 100,
    },
  }
}

/** The heaviest anonymous reads: a REST page at the depth and size asked, a wide GraphQL list. */
const HEAVY_REST = '/api/posts?limit=100&depth=2'
const HEAVY_GRAPHQL =
  '{ Posts(limit: 50) { totalDocs docs { id title slug type summary publishedAt authors { id name slug practices { id title } } practices { id title } } } }'
const HEAVY_SECONDS = 20
const HOME_SECONDS = 8

/** /healthz latencies sampled every 20 ms until `stop()` resolves. */
function sampleHealth(base: string): { stop: () => Promise<number[]> } {
  const samples: number[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const [ms] = await timed(async () => (await fetch(`${base}/healthz`)).arrayBuffer())
      samples.push(ms)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return samples
    },
  }
}

async function heavyReads(base: string) {
  const home = { seconds: HOME_SECONDS, connections: 4 }
  const quiet = await runWrk(`${base}/`, home)
  const health = sampleHealth(base)
  const rest = runWrk(`${base}${HEAVY_REST}`, {
    seconds: HEAVY_SECONDS,
    connections: 8,
    threads: 1,
  })
  const graphql = runWrk(`${base}/graphql`, {
    seconds: HEAVY_SECONDS,
    connections: 8,
    threads: 1,
    method: 'POST',
    body: JSON.stringify({ query: HEAVY_GRAPHQL }),
    headers: { 'content-type': 'application/json' },
  })
  // The home page is measured in the middle of the flood.
  await new Promise((r) => setTimeout(r, ((HEAVY_SECONDS - HOME_SECONDS) / 2) * 1000))
  const underLoad = await runWrk(`${base}/`, home)
  const [restFigures, graphqlFigures] = await Promise.all([rest, graphql])
  const sorted = (await health.stop()).sort((a, b) => a - b)
  return {
    connections: 16,
    seconds: HEAVY_SECONDS,
    rest: { path: HEAVY_REST, ...restFigures },
    graphql: { query: HEAVY_GRAPHQL, ...graphqlFigures },
    healthz: {
      samples: sorted.length,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
      targetP99Ms: 100,
    },
    home: {
      quietRequestsPerSecond: quiet.requestsPerSecond,
      underLoadRequestsPerSecond: underLoad.requestsPerSecond,
      kept: ratio(underLoad.requestsPerSecond, quiet.requestsPerSecond),
      targetKept: 0.5,
    },
  }
}

async function main(): Promise<void> {
  const given = benchOption('url')
  const server = given ? undefined : await startBenchServer()
  const base = given ?? server?.url ?? ''
  const pid = given ? Number(benchOption('pid')) || undefined : server?.proc.pid
  const endpoint = `${base}/graphql`
  try {
    const memoryFigures = await memory(endpoint, pid)
    console.log('memory', memoryFigures)
    const blockingFigures = await blocking(base, endpoint)
    console.log('blocking', blockingFigures)
    await server?.stop()
    // The heavy reads meet the server as deployed: its default rate limit in place.
    const limited = given
      ? undefined
      : await startBenchServer({
          API_RATE_LIMIT_PER_MINUTE: String(API_RATE_LIMIT.perMinute),
        })
    let heavyReadsFigures: Awaited<ReturnType<typeof heavyReads>>
    try {
      heavyReadsFigures = await heavyReads(limited?.url ?? base)
    } finally {
      await limited?.stop()
    }
    console.log('heavyReads', heavyReadsFigures)
    const report = {
      measuredAt: new Date().toISOString(),
      memory: memoryFigures,
      blocking: blockingFigures,
      heavyReads: heavyReadsFigures,
    }
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
    fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
    console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
  } finally {
    await server?.stop()
  }
}

await main()
