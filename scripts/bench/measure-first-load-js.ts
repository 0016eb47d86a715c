/**
 * First-load JavaScript of routes of a running server, gzip, as a modern browser loads it: the
 * scripts in the HTML (`<script src>` except `nomodule`, which only old browsers fetch) and the
 * script preloads (`modulepreload`, `preload as=script`), same-origin under /_next/ only.
 *
 *   tsx scripts/bench/measure-first-load-js.ts [--url http://127.0.0.1:3004] [--budget-kb 170]
 *     [--every-page-type] [--results bench/results/first-load-js.json] [route…]
 *
 * Without --url it starts the production server itself, as the other benchmarks do (`npm run
 * bench` measures every page type so). Routes default to `/` and `/en`; `--every-page-type`
 * measures every plain route and a detail page of each kind in both languages. Prints a table per
 * route with every script, writes the summary a reader needs to the results file
 * (bench/results/first-load-js.json, committed, unless --results names another: the e2e budget
 * test writes to tmp/; per route: totals and the budget's verdict; chunk names change with every
 * build, so they stay in the printed table), and exits 1 when a route's total exceeds the budget
 * (1 kB = 1000 bytes, as Next and Chrome count).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import type { AppServer } from '../../support/app-server'
import { extractScriptPaths } from '../../support/page-scripts'
import { everyPageType } from '../../support/routes'

import { startBenchServer } from './common'

export const DEFAULT_BUDGET_KB = 170
export const DEFAULT_ROUTES = ['/', '/en']
export const RESULTS_FILE = 'bench/results/first-load-js.json'

export type ScriptSize = { path: string; rawBytes: number; gzipBytes: number }
export type RouteResult = {
  route: string
  url: string
  scripts: ScriptSize[]
  totalRawBytes: number
  totalGzipBytes: number
  withinBudget: boolean
}

/** One route in the results file: its totals and verdict, not its chunks. */
export type RouteSummary = Omit<RouteResult, 'scripts'> & { scriptCount: number }

/** The results file's content: per route totals, the largest route and the budget's verdict. */
export function summarise(results: RouteResult[], budgetKb: number, baseUrl: string) {
  const routes: RouteSummary[] = results.map(({ scripts, ...totals }) => ({
    ...totals,
    scriptCount: scripts.length,
  }))
  const largest = routes.reduce<RouteSummary | undefined>(
    (max, r) => (!max || r.totalGzipBytes > max.totalGzipBytes ? r : max),
    undefined,
  )
  return {
    measuredAt: new Date().toISOString(),
    baseUrl,
    budgetKb,
    withinBudget: routes.every((r) => r.withinBudget),
    largestGzipBytes: largest?.totalGzipBytes ?? 0,
    largestRoute: largest?.route ?? null,
    routes,
  }
}

/** Gzip size at level 9: the same figure whatever compression the server happens to apply. */
export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: 9 }).length
}

/** Options of the load benchmarks that `npm run bench` also passes here (each with a value). */
const OTHER_BENCHMARKS_OPTIONS = new Set(['--seconds', '--connections'])

/** The command line: `--url`, `--budget-kb`, `--every-page-type`, `--results`, and routes. */
export function parseArgs(argv: string[]): {
  baseUrl: string | undefined
  budgetKb: number
  routes: string[]
  everyPageType: boolean
  resultsFile: string
} {
  let baseUrl: string | undefined
  let budgetKb = DEFAULT_BUDGET_KB
  let everyPage = false
  let resultsFile = RESULTS_FILE
  const routes: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const [flag, inline] = arg.startsWith('--') ? arg.split('=', 2) : [arg, undefined]
    const value = () => inline ?? argv[++i] ?? ''
    if (flag === '--url') baseUrl = value().replace(/\/$/, '')
    else if (flag === '--budget-kb') {
      budgetKb = Number(value())
      if (!Number.isFinite(budgetKb) || budgetKb <= 0) throw new Error('--budget-kb needs a number')
    } else if (flag === '--results') {
      resultsFile = value()
      if (!resultsFile) throw new Error('--results needs a file')
    } else if (flag === '--every-page-type') everyPage = true
    // What `npm run bench` passes to every benchmark: its build switch (read by
    // startBenchServer) and the load benchmarks' options, none of them this script's.
    else if (flag === '--no-build') continue
    else if (flag && OTHER_BENCHMARKS_OPTIONS.has(flag)) value()
    else if (arg.startsWith('/')) routes.push(arg)
    else throw new Error(`Unknown argument: ${arg}`)
  }
  if (everyPage && routes.length) throw new Error('--every-page-type or routes, not both')
  return {
    baseUrl,
    budgetKb,
    routes: routes.length ? routes : DEFAULT_ROUTES,
    everyPageType: everyPage,
    resultsFile,
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

/** A plain-text table of one route's scripts and total. */
export function formatRoute(result: RouteResult, budgetKb: number): string {
  const width = Math.max(6, ...result.scripts.map((s) => s.path.length))
  const row = (name: string, raw: string, gz: string) =>
    `  ${name.padEnd(width)}  ${raw.padStart(9)}  ${gz.padStart(9)}`
  return [
    `${result.route}  (${result.url})`,
    row('script', 'raw kB', 'gzip kB'),
    ...result.scripts.map((s) => row(s.path, kb(s.rawBytes), kb(s.gzipBytes))),
    row('total', kb(result.totalRawBytes), kb(result.totalGzipBytes)),
    `  ${result.withinBudget ? 'within' : 'OVER'} the budget of ${budgetKb} kB gzip`,
  ].join('\n')
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response
}

/** Measures routes; each script is fetched once however many routes load it. */
export async function measure(
  baseUrl: string,
  routes: string[],
  budgetKb: number,
): Promise<RouteResult[]> {
  const sizes = new Map<string, Promise<ScriptSize>>()
  const sizeOf = (file: string) => {
    let size = sizes.get(file)
    if (!size) {
      size = fetchOk(`${baseUrl}${file}`)
        .then((r) => r.arrayBuffer())
        .then((b) => ({
          path: file,
          rawBytes: b.byteLength,
          gzipBytes: gzipSize(new Uint8Array(b)),
        }))
      sizes.set(file, size)
    }
    return size
  }
  const results: RouteResult[] = []
  for (const route of routes) {
    // The root path redirects by browser language: ask in the language of the route's prefix.
    const language = route === '/en' || route.startsWith('/en/') ? 'en' : 'ru'
    // A 404 page is a page too (its first load matters); a server error is not a measurement.
    const response = await fetch(`${baseUrl}${route}`, { headers: { 'accept-language': language } })
    if (response.status >= 500) throw new Error(`${route} answered ${response.status}`)
    const html = await response.text()
    const scripts = await Promise.all(extractScriptPaths(html, response.url).map(sizeOf))
    const totalRawBytes = scripts.reduce((sum, s) => sum + s.rawBytes, 0)
    const totalGzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0)
    results.push({
      route,
      url: response.url,
      scripts,
      totalRawBytes,
      totalGzipBytes,
      withinBudget: totalGzipBytes <= budgetKb * 1000,
    })
  }
  return results
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2))
  const own: AppServer | undefined = args.baseUrl ? undefined : await startBenchServer()
  try {
    const baseUrl = args.baseUrl ?? (own as AppServer).url
    const routes = args.everyPageType
      ? await everyPageType(async (route) => (await fetchOk(`${baseUrl}${route}`)).text())
      : args.routes
    const results = await measure(baseUrl, routes, args.budgetKb)
    for (const result of results) console.log(`${formatRoute(result, args.budgetKb)}\n`)
    fs.mkdirSync(path.dirname(args.resultsFile), { recursive: true })
    const report = summarise(results, args.budgetKb, baseUrl)
    fs.writeFileSync(args.resultsFile, `${JSON.stringify(report, null, 2)}\n`)
    console.log(`> Written to ${args.resultsFile}`)
    return report.withinBudget ? 0 : 1
  } finally {
    await own?.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(2)
    },
  )
}
