/**
 * `npm run bench`: GraphQL throughput of this machine. The press-center list query, 32 connections,
 * as a persisted GET (hash only, what browsers and CDNs send) and as a POST with the query text:
 *
 *   tsx scripts/bench/measure-graphql.ts [--url http://127.0.0.1:3004] [--seconds 10] [--connections 32]
 *
 * Without --url it builds if needed and starts the production server on a free local port with
 * the default data directory. Measured with wrk, as the pages are; prints a table and writes
 * bench/results/graphql.json. Exits non-zero on any failed request or answer of 400 or more.
 */
import fs from 'node:fs'
import path from 'node:path'

import {
  benchOption,
  NEWS_LIST_QUERY,
  persistedNewsListPath,
  runWrk,
  startBenchServer,
  type WrkFigures,
} from './common'

const seconds = Number(benchOption('seconds') ?? 10)
const connections = Number(benchOption('connections') ?? 32)
const RESULTS = path.resolve('bench/results/graphql.json')
const VARIABLES = { locale: 'en', page: 1 }

async function main(): Promise<void> {
  const given = benchOption('url')
  const server = given ? undefined : await startBenchServer()
  const base = given ?? server?.url ?? ''
  try {
    // Registers the query (and warms both paths) before measuring.
    const persistedPath = await persistedNewsListPath(base, VARIABLES)
    const run = { seconds, connections }
    const persistedGet = await runWrk(`${base}${persistedPath}`, run)
    const post = await runWrk(`${base}/graphql`, {
      ...run,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'NewsList',
        query: NEWS_LIST_QUERY,
        variables: VARIABLES,
      }),
    })
    const report = {
      measuredAt: new Date().toISOString(),
      query: 'news list (12 posts, en)',
      connections,
      seconds,
      persistedGet,
      post,
    }
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
    fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
    console.table({ 'persisted GET': persistedGet, 'POST with query': post })
    console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
    const failed = (f: WrkFigures) => f.socketErrors + f.httpErrors
    if (failed(persistedGet) + failed(post) > 0) process.exitCode = 1
  } finally {
    await server?.stop()
  }
}

await main()
