/**
 * Lighthouse scores of pages of a running server, in Debian's Chromium:
 *
 *   tsx scripts/bench/run-lighthouse.ts [--url http://127.0.0.1:3004] [--form-factor mobile|desktop]
 *     [--categories performance,accessibility,best-practices,seo] [--floors 95,100,100,100]
 *     [--runs 3] [--results bench/results] [--no-screenshot] [route…]
 *
 * Without --url it starts the production server itself, as the other benchmarks do (built and
 * bootstrapped if needed, default data directory), and stops it at the end.
 * Mobile uses Lighthouse's defaults (simulated slow 4G, 4× CPU slowdown). Routes default to the five
 * page types of issue 4, found from the lists (with --query-pages also a filtered press-center list
 * and a search). Writes each full report to
 * {results}/lighthouse/{form factor}-{route}.json and a summary to
 * {results}/lighthouse-{form factor}.json, {results} being bench/results (the benchmark's figures,
 * committed) unless --results names another folder (the e2e floors write theirs to tmp/, so that
 * a test run never replaces the benchmark's medians with its single audits). --categories names
 * the categories audited (all four by default); --floors gives one floor per category audited, in
 * that order, and the script exits 1 when a page scores below one of them. With --runs N each page
 * is audited N times and its median scores count (Lighthouse's own advice against run-to-run
 * variance of performance); the report kept is the run with the median performance. When
 * performance is audited, each audit waits (up to 30 s) for the machine to be quiet first: 80 % of
 * its CPU time idle over a second (the other categories do not depend on the machine's speed), and
 * the summary also gets each page's median of every metric the score is made of (`metrics`: FCP,
 * LCP, TBT, speed index in ms, CLS), printed under its scores: which one costs the points.
 * --no-screenshot leaves out the report's full-page screenshot (~2 s an audit here; the failing
 * elements are still named by their selectors and snippets).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import lighthouse, { desktopConfig, type RunnerResult } from 'lighthouse'

import type { AppServer } from '../../support/app-server'
import { CHROMIUM_PATH, chromiumArgs } from '../../support/chromium'
import { firstLink } from '../../support/routes'

import { benchOption, startBenchServer, waitForQuietMachine } from './common'
import { formatMetrics, type Metrics, median, metricMedians } from './lighthouse-figures'

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof ALL_CATEGORIES)[number]
type Scores = Partial<Record<Category, number>>

const formFactor = benchOption('form-factor') === 'desktop' ? 'desktop' : 'mobile'
const CATEGORIES: Category[] = (benchOption('categories')?.split(',') ?? [...ALL_CATEGORIES]).map(
  (name) => {
    const category = ALL_CATEGORIES.find((c) => c === name)
    if (!category) throw new Error(`unknown category ${name}: one of ${ALL_CATEGORIES.join(', ')}`)
    return category
  },
)
const withPerformance = CATEGORIES.includes('performance')
const floors = benchOption('floors')?.split(',').map(Number)
if (floors && floors.length !== CATEGORIES.length) {
  throw new Error(`--floors gives ${floors.length} floors for ${CATEGORIES.length} categories`)
}
const runs = Math.max(1, Number(benchOption('runs') ?? 1))
// The options are read before a server is started for the audits, so a wrong one leaves none behind.
const own: AppServer | undefined = benchOption('url') ? undefined : await startBenchServer()
const base = benchOption('url') ?? (own as AppServer).url
/** Flags that take no value: what follows them may be a route. */
const FLAGS = new Set(['--query-pages', '--no-screenshot'])
const named = process.argv
  .slice(2)
  .filter(
    (arg, i, all) =>
      !arg.startsWith('--') && (!all[i - 1]?.startsWith('--') || FLAGS.has(all[i - 1] ?? '')),
  )

/**
 * The five page types (home, press center, a post, a lawyer, a practice, found from the lists);
 * with `--query-pages` (the benchmark's performance runs, issue 18) also a filtered press-center
 * list and a search's results, which are noindex by design and so never score 100 for SEO.
 */
async function defaultRoutes(): Promise<string[]> {
  const link = async (list: string, pattern: RegExp) => {
    const html = await (await fetch(new URL(list, base))).text()
    const href = firstLink(html, pattern)
    if (!href) throw new Error(`no link matching ${pattern} on ${list}`)
    return href
  }
  return [
    '/',
    '/news',
    await link('/news', /^\/news\/\d+$/),
    await link('/team', /^\/team\/\d+\/[a-z0-9-]+$/),
    await link('/practices', /^\/practices\/\d+\/[a-z0-9-]+$/),
    ...(process.argv.includes('--query-pages')
      ? ['/news?type=event', `/search?q=${encodeURIComponent('арбитраж')}`]
      : []),
  ]
}

/** Starts Chromium with a debugging port and a throwaway profile; resolves with the port. */
function startChromium(profile: string): Promise<{ port: number; chrome: ChildProcess }> {
  const chrome = spawn(
    CHROMIUM_PATH,
    [
      ...chromiumArgs,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      // A Russian visitor's browser, the site's first audience. The audits' Accept-Language
      // (below) reaches the page only, not its service worker, whose own request for / went out
      // in Chromium's en-US: the root redirected it to /en and stored English in the language
      // cookie, and every later audit of / was of a redirect to /en (650 ms on the simulated
      // network; home's median of seven was /en's).
      '--accept-lang=ru-RU,ru',
    ],
    // Its own process group: the renderer and helper processes are stopped with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    chrome.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)
      if (match) resolve({ port: Number(match[1]), chrome })
    })
    chrome.on('exit', (code) => reject(new Error(`chromium exited (${code}): ${output}`)))
  })
}

const routes = named.length > 0 ? named : await defaultRoutes()
const resultsDir = path.resolve(benchOption('results') ?? 'bench/results')
const outDir = path.join(resultsDir, 'lighthouse')
fs.mkdirSync(outDir, { recursive: true })
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'))
const { port, chrome } = await startChromium(profile)
const summary: Record<string, Scores> = {}
/** With performance audited, each page's metric medians: which metric costs the points. */
const metrics: Record<string, Metrics> = {}
let failed = false
try {
  for (const route of routes) {
    const url = new URL(route, base).toString()
    const language = /^\/en(\/|$)/.test(route) ? 'en' : 'ru'
    // One request first, so that the audit measures the page as visitors get it (rendered and
    // cached), not the first render after a start or a publish.
    await (await fetch(url, { headers: { 'Accept-Language': language } })).arrayBuffer()
    const audited: { result: RunnerResult; scores: Scores }[] = []
    const quiet: string[] = []
    for (let run = 0; run < runs; run++) {
      if (withPerformance) {
        const { idle, waitedMs } = await waitForQuietMachine()
        quiet.push(`${Math.round(idle * 100)} % idle after ${(waitedMs / 1000).toFixed(0)} s`)
      }
      const result = await lighthouse(
        url,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          disableFullPageScreenshot: process.argv.includes('--no-screenshot'),
          // A visitor of the page's own language, so that `/` is not redirected to `/en`.
          extraHeaders: { 'Accept-Language': language },
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      )
      if (!result) throw new Error(`no Lighthouse result for ${url}`)
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((result.lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Scores
      audited.push({ result, scores })
    }
    audited.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
    const { result } = audited[Math.floor((audited.length - 1) / 2)] as (typeof audited)[number]
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(audited.map((a) => a.scores[c] ?? 0))]),
    ) as Scores
    const name = `${formFactor}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}`
    fs.writeFileSync(path.join(outDir, `${name}.json`), result.report as string)
    summary[route] = scores
    const below = floors ? CATEGORIES.filter((c, i) => (scores[c] ?? 0) < (floors[i] ?? 0)) : []
    if (below.length > 0) failed = true
    const audits = below.flatMap((c) =>
      (result.lhr.categories[c]?.auditRefs ?? [])
        .map((ref) => result.lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .map((a) => `    ${c}: ${a?.id} (${a?.score}) ${a?.displayValue ?? ''}`),
    )
    console.log(
      `${route.padEnd(48)} ${CATEGORIES.map((c) => String(scores[c]).padStart(4)).join('')}` +
        (below.length ? `  BELOW FLOOR: ${below.join(', ')}\n${audits.join('\n')}` : ''),
    )
    if (withPerformance) {
      const pageMetrics = metricMedians(audited.map((a) => a.result.lhr))
      metrics[route] = pageMetrics
      console.log(`    ${runs > 1 ? 'medians' : 'metrics'}: ${formatMetrics(pageMetrics)}`)
      if (runs > 1) {
        // Every run's performance (sorted), and how quiet the machine was before each audit.
        const each = audited.map((a) => a.scores.performance).join(' ')
        console.log(`    performance of each run: ${each}; before each: ${quiet.join(', ')}`)
      }
    }
  }
} finally {
  // The profile is removed once Chromium has exited: it writes there until its last moment.
  if (chrome.exitCode === null && chrome.signalCode === null) {
    const exited = new Promise((resolve) => chrome.once('exit', resolve))
    try {
      if (chrome.pid) process.kill(-chrome.pid, 'SIGTERM')
    } catch {
      chrome.kill()
    }
    await exited
  }
  try {
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
  } catch (error) {
    // A temporary profile left behind is no reason to fail the audit.
    console.warn(`Could not remove ${profile}: ${(error as Error).message}`)
  }
  await own?.stop()
}
const written = { base, formFactor, categories: CATEGORIES, pages: summary }
fs.writeFileSync(
  path.join(resultsDir, `lighthouse-${formFactor}.json`),
  `${JSON.stringify(withPerformance ? { ...written, metrics } : written, null, 2)}\n`,
)
process.exit(failed ? 1 : 0)
