/**
 * First-load JavaScript of routes of a running server, gzip, as a modern browser loads it: the
 * scripts in the HTML (`<script src>` except `nomodule`, which only old browsers fetch) and the
 * script preloads (`modulepreload`, `preload as=script`), same-origin under /_next/ only.
 *
 *   tsx scripts/bench/measure-first-load-js.ts [--url http://127.0.0.1:3004] [--budget-kb 170] [route…]
 *
 * Routes default to `/` and `/en`. Prints a table per route with every script, writes the summary
 * a reader needs to bench/results/first-load-js.json (per route: scripts, totals and the budget's
 * verdict; chunk names change with every build, so they stay in the printed table), and exits 1
 * when a route's total exceeds the budget (1 kB = 1000 bytes, as Next and Chrome count).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import { DEFAULT_PORT } from '../../src/config/constants'
import { extractScriptPaths } from '../../support/page-scripts'

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

/** The command line: `--url`, `--budget-kb`, and routes. */
export function parseArgs(argv: string[]): { baseUrl: string; budgetKb: number; routes: string[] } {
  let baseUrl = `http://127.0.0.1:${process.env.PORT ?? DEFAULT_PORT}`
  let budgetKb = DEFAULT_BUDGET_KB
  const routes: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const [flag, inline] = arg.startsWith('--') ? arg.split('=', 2) : [arg, undefined]
    const value = () => inline ?? argv[++i] ?? ''
    if (flag === '--url') baseUrl = value()
    else if (flag === '--budget-kb') {
      budgetKb = Number(value())
      if (!Number.isFinite(budgetKb) || budgetKb <= 0) throw new Error('--budget-kb needs a number')
    } else if (arg.startsWith('/')) routes.push(arg)
    else throw new Error(`Unknown argument: ${arg}`)
  }
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    budgetKb,
    routes: routes.length ? routes : DEFAULT_ROUTES,
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
  const { baseUrl, budgetKb, routes } = parseArgs(process.argv.slice(2))
  const results = await measure(baseUrl, routes, budgetKb)
  for (const result of results) console.log(`${formatRoute(result, budgetKb)}\n`)
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  const report = summarise(results, budgetKb, baseUrl)
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`> Written to ${RESULTS_FILE}`)
  return report.withinBudget ? 0 : 1
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
