/**
 * `npm run bench`: GraphQL throughput of this machine. The press-center list query, 32 connections,
 * as a persisted GET (hash only, what browsers and CDNs send) and as a POST with the query text:
 *
 *   tsx scripts/bench/measure-graphql.ts [--url http://127.0.0.1:3004] [--seconds 10] [--connections 32]
 *
 * Without --url it builds if needed and starts the production server on a free local port with
 * the default data directory. Prints a table and writes bench/results/graphql.json.
 */
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { sha256Hex } from '../../src/graphql/apq'

import { benchOption, startBenchServer } from './common'

const seconds = Number(benchOption('seconds') ?? 10)
const connections = Number(benchOption('connections') ?? 32)
const RESULTS = path.resolve('bench/results/graphql.json')

const QUERY = `query NewsList($locale: LocaleInputType, $page: Int) {
  news(locale: $locale, page: $page, limit: 12) {
    totalDocs totalPages page
    docs { id title type publishedAt summary }
  }
}`
const VARIABLES = { locale: 'en', page: 1 }
const PERSISTED = { persistedQuery: { version: 1, sha256Hash: sha256Hex(QUERY) } }

type Figures = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
}

async function measure(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration: seconds, ...options })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

async function main(): Promise<void> {
  const given = benchOption('url')
  const server = given ? undefined : await startBenchServer()
  const base = given ?? server?.url ?? ''
  const endpoint = `${base}/graphql`
  try {
    // Register the query (and warm both paths) before measuring.
    const register = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: VARIABLES, extensions: PERSISTED }),
    })
    const registered = (await register.json()) as { errors?: unknown[] }
    if (registered.errors) throw new Error(`the query failed: ${JSON.stringify(registered.errors)}`)
    const search = new URLSearchParams({
      operationName: 'NewsList',
      variables: JSON.stringify(VARIABLES),
      extensions: JSON.stringify(PERSISTED),
    })
    const persistedGet = await measure({ url: `${endpoint}?${search}`, method: 'GET' })
    const post = await measure({
      url: endpoint,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'NewsList', query: QUERY, variables: VARIABLES }),
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
    if (persistedGet.errors + post.errors + persistedGet.non2xx + post.non2xx > 0)
      process.exitCode = 1
  } finally {
    await server?.stop()
  }
}

await main()
