/**
 * Sustained load: 60 s at 32 connections over a mix of the site's pages (home, press center, a post,
 * a lawyer, both languages), GraphQL (the press-center list as a persisted GET) and search (the
 * /search page and the press center's ?q=), twice: the second run shows whether memory still grows
 * (a leak) once the caches are full. Zero errors expected; throughput, p50/p90/p99 of each run and
 * the server's memory after start and after each run are written to bench/results/load.json.
 *
 *   tsx scripts/bench/measure-load.ts [--url http://127.0.0.1:3004] [--seconds 60] [--connections 32]
 *
 * Loopback only; without --url it builds if needed and starts the production server on a free
 * port with the default data directory (or DATA_DIR). Bounded: wrk stops at --seconds, and the
 * whole script gives up 5 minutes later. Exits non-zero on any failed request.
 */
import fs from 'node:fs'
import path from 'node:path'

import {
  benchOption,
  giveUpAfter,
  persistedNewsListPath,
  rotatingPaths,
  rssMiB,
  runWrk,
  samplePages,
  startBenchServer,
} from './common'

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
    const load = () =>
      runWrk(`${base}/`, { seconds, connections, lua: rotatingPaths(mix.map((m) => m.path)) })
    const figures = await load()
    const after = rssMiB(pid)
    const second = await load()
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
      mix: { paths: mix.length, ...kinds },
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

await main()
