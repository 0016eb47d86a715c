/**
 * `npm run bench`: GraphQL throughput of this machine. The press-center list query, 32 connections,
 * as a persisted GET (hash only, what browsers and CDNs send) and as a POST with the query text:
 *
 *   tsx scripts/bench/measure-graphql.ts [--url http://127.0.0.1:3004] [--seconds 10] [--connections 32]
 *     [--rounds 3]
 *
 * Without --url it builds if needed and starts the production server on a free local port with
 * the default data directory. Measured with wrk, as the pages are; prints a table and writes
 * bench/results/graphql.json. Exits non-zero on any failed request or answer of 400 or more.
 *
 * The two are compared under the same conditions: it waits for the machine to be quiet (a freshly
 * started server builds its search index in the background), warms both paths, then alternates
 * them in --rounds rounds (3 by default) that share --seconds per path. Measured one after the
 * other in a single run each, the ratio swung from 0.75 to 1.44 between runs minutes apart, as
 * the machine's other work fell on one path or the other. Each path's rate is its requests over
 * its rounds' time; its latencies are those of its median round (wrk gives no mergeable histogram).
 */
import fs from 'node:fs'
import path from 'node:path'

import {
  benchOption,
  NEWS_LIST_QUERY,
  persistedNewsListPath,
  ratio,
  runWrk,
  startBenchServer,
  type WrkFigures,
  type WrkOptions,
  waitForQuietMachine,
} from './common'

const seconds = Number(benchOption('seconds') ?? 10)
const connections = Number(benchOption('connections') ?? 32)
const rounds = Math.max(1, Number(benchOption('rounds') ?? 3))
const WARMUP_SECONDS = 3
const RESULTS = path.resolve('bench/results/graphql.json')
const VARIABLES = { locale: 'en', page: 1 }

type Path = 'persistedGet' | 'post'

/**
 * One path's rounds as one figure: its requests and errors added up, its rate over the rounds'
 * time, and the latencies of its median round by rate.
 */
function combined(runs: WrkFigures[], roundSeconds: number): WrkFigures {
  const sum = (key: keyof WrkFigures) => runs.reduce((total, run) => total + run[key], 0)
  const byRate = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  const middle = byRate[Math.floor((byRate.length - 1) / 2)] as WrkFigures
  return {
    ...middle,
    requests: sum('requests'),
    // Each round's own time (wrk's, slightly longer than asked), from its count and rate; a
    // round that answered nothing counts as its asked time.
    requestsPerSecond: Math.round(
      sum('requests') /
        runs.reduce(
          (t, run) =>
            t + (run.requestsPerSecond > 0 ? run.requests / run.requestsPerSecond : roundSeconds),
          0,
        ),
    ),
    maxMs: Math.max(...runs.map((run) => run.maxMs)),
    socketErrors: sum('socketErrors'),
    connectErrors: sum('connectErrors'),
    httpErrors: sum('httpErrors'),
  }
}

async function main(): Promise<void> {
  const given = benchOption('url')
  const server = given ? undefined : await startBenchServer()
  const base = given ?? server?.url ?? ''
  try {
    // Registers the query before measuring.
    const persistedPath = await persistedNewsListPath(base, VARIABLES)
    const paths: Record<Path, { url: string; options: Omit<WrkOptions, 'seconds'> }> = {
      persistedGet: { url: `${base}${persistedPath}`, options: { connections } },
      post: {
        url: `${base}/graphql`,
        options: {
          connections,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            operationName: 'NewsList',
            query: NEWS_LIST_QUERY,
            variables: VARIABLES,
          }),
        },
      },
    }
    const quiet = await waitForQuietMachine()
    console.log(`machine ${Math.round(quiet.idle * 100)} % idle after ${quiet.waitedMs} ms`)
    for (const { url, options } of Object.values(paths)) {
      await runWrk(url, { ...options, seconds: WARMUP_SECONDS })
    }
    const measured: Record<Path, WrkFigures[]> = { persistedGet: [], post: [] }
    const roundSeconds = Math.max(1, Math.round(seconds / rounds))
    for (let round = 0; round < rounds; round++) {
      // Each round starts with the other path than the last one: neither always goes first.
      const order: Path[] = round % 2 === 0 ? ['persistedGet', 'post'] : ['post', 'persistedGet']
      for (const name of order) {
        const { url, options } = paths[name]
        measured[name].push(await runWrk(url, { ...options, seconds: roundSeconds }))
      }
    }
    const persistedGet = combined(measured.persistedGet, roundSeconds)
    const post = combined(measured.post, roundSeconds)
    const ratios = measured.post.map((p, i) =>
      ratio(p.requestsPerSecond, measured.persistedGet[i]?.requestsPerSecond ?? 1),
    )
    const report = {
      measuredAt: new Date().toISOString(),
      query: 'news list (12 posts, en)',
      connections,
      seconds: roundSeconds * rounds,
      rounds,
      postToGet: ratio(post.requestsPerSecond, persistedGet.requestsPerSecond),
      postToGetByRound: ratios,
      persistedGet,
      post,
    }
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
    fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
    console.table({ 'persisted GET': persistedGet, 'POST with query': post })
    console.log(`POST / GET: ${report.postToGet} (by round: ${ratios.join(', ')})`)
    console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
    const failed = (f: WrkFigures) => f.socketErrors + f.httpErrors
    if (failed(persistedGet) + failed(post) > 0) process.exitCode = 1
  } finally {
    await server?.stop()
  }
}

await main()
