/**
 * The popup search's costs (part of `npm run bench`): the content snapshot each language downloads
 * (raw and gzip), and the time of each keystroke's query in Chromium, read from the popup's own
 * `popup-search:query` measures while ~20 queries are typed letter by letter in each language, at
 * full speed and with the CPU slowed down 4× (a mid-range phone):
 *
 *   tsx scripts/bench/measure-popup.ts [--url http://127.0.0.1:3004]
 *
 * Without --url it builds if needed and starts the production server on a free local port with
 * the default data directory (as scripts/bench/measure-graphql.ts does). Other options of
 * `npm run bench` are ignored. Prints a table and writes bench/results/popup.json.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { type Browser, chromium, type Page } from '@playwright/test'

import { POPUP_RESULTS } from '../../src/components/search/use-popup-search'
import { LOCALES, type Locale } from '../../src/config/constants'
import { CONTENT_MANIFEST_PATH, snapshotPath } from '../../src/search/snapshot-format'
import { chromiumLaunchOptions } from '../../support/chromium'

import { benchOption, startBenchServer } from './common'

const RESULTS = path.resolve('bench/results/popup.json')

/** What visitors of a law firm's site look for, typed as they would. */
const QUERIES: Record<Locale, string[]> = {
  ru: [
    'арбитражного спора',
    'банкротство',
    'налоговые споры',
    'уголовное дело',
    'интеллектуальная собственность',
    'корпоративные споры',
    'санкции',
    'недвижимость',
    'антимонопольное',
    'семейные споры',
    'трудовые споры',
    'рейтинг Chambers',
    'партнёр',
    'фармацевтика',
    'энергетика',
    'частные клиенты',
    'инвестиционный арбитраж',
    'медиация',
    'пресс-релиз',
    'Москва',
  ],
  en: [
    'arbitration disputes',
    'bankruptcy',
    'tax disputes',
    'criminal defence',
    'intellectual property',
    'corporate disputes',
    'sanctions',
    'real estate',
    'antitrust',
    'family disputes',
    'employment',
    'Chambers ranking',
    'partner',
    'pharmaceuticals',
    'energy',
    'private clients',
    'investment arbitration',
    'mediation',
    'press release',
    'Moscow',
  ],
}

/** CPU slowdowns measured: this machine as it is, and 4× slower (Lighthouse's phone setting). */
const CPU_SLOWDOWNS = [1, 4] as const

type SnapshotSize = { hash: string; documents: number; rawBytes: number; gzipBytes: number }

async function snapshotSizes(base: string): Promise<Record<Locale, SnapshotSize>> {
  const manifest = (await (await fetch(`${base}${CONTENT_MANIFEST_PATH}`)).json()) as Record<
    Locale,
    string
  >
  const sizes = await Promise.all(
    LOCALES.map(async (locale) => {
      const hash = manifest[locale]
      const response = await fetch(`${base}${snapshotPath(hash)}`)
      if (!response.ok) throw new Error(`${snapshotPath(hash)}: HTTP ${response.status}`)
      const body = Buffer.from(await response.arrayBuffer())
      const { documents } = JSON.parse(body.toString('utf8')) as { documents: unknown[] }
      const size: SnapshotSize = {
        hash,
        documents: documents.length,
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
      }
      return [locale, size] as const
    }),
  )
  return Object.fromEntries(sizes) as Record<Locale, SnapshotSize>
}

type Timing = {
  cpuSlowdown: number
  keystrokes: number
  indexBuildMs: number | null
  p50Ms: number
  p95Ms: number
  meanMs: number
  maxMs: number
  /** Keystrokes after which the popup said it found nothing (a word typed halfway, say). */
  emptyKeystrokes: number
}

const round = (ms: number) => Math.round(ms * 100) / 100

/** The p-th percentile (nearest rank) of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const measureCount = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('popup-search:query').length)

/** Opens the popup on the language's home page and types every query, one letter at a time. */
async function typeQueries(browser: Browser, base: string, locale: Locale, cpuSlowdown: number) {
  // The browser's language is the page's: the root path would redirect an English browser to /en.
  const page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    locale: locale === 'ru' ? 'ru-RU' : 'en-US',
  })
  try {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.goto(`${base}${locale === 'ru' ? '/' : `/${locale}`}`)
    const lang = await page.locator('html').getAttribute('lang')
    if (lang !== locale) throw new Error(`the ${locale} home page came in ${lang}`)
    const trigger = page.locator('header a.search-link')
    await trigger.waitFor()
    await page.waitForSelector('header a.search-link[aria-haspopup="dialog"]')
    await page.waitForSelector('dialog[data-ready="true"]', { state: 'attached', timeout: 60_000 })
    await trigger.click()
    const field = page.locator('dialog input[type="search"]')
    await field.waitFor()
    // The index is built on opening; typing starts once it is, so keystrokes time queries only.
    await page.waitForFunction(
      () => performance.getEntriesByName('popup-search:index').length > 0,
      undefined,
      { timeout: 60_000 },
    )
    for (const query of QUERIES[locale]) {
      await field.fill('')
      for (const letter of query) {
        const before = await measureCount(page)
        await page.keyboard.type(letter)
        // Each keystroke's query ends before the next letter, as when a person types.
        await page.waitForFunction(
          (n) => performance.getEntriesByName('popup-search:query').length > n,
          before,
          { timeout: 30_000 },
        )
      }
      const shown = await page.locator('dialog ul a').count()
      if (shown > POPUP_RESULTS) throw new Error(`${shown} results shown for "${query}"`)
    }
    const { queries, empty, index } = await page.evaluate(() => {
      const entries = performance.getEntriesByName('popup-search:query') as PerformanceMeasure[]
      return {
        queries: entries.map((e) => e.duration),
        empty: entries.filter((e) => (e.detail as { count?: number } | null)?.count === 0).length,
        index: performance.getEntriesByName('popup-search:index').map((e) => e.duration),
      }
    })
    const sorted = [...queries].sort((a, b) => a - b)
    const timing: Timing = {
      cpuSlowdown,
      keystrokes: queries.length,
      indexBuildMs: index[0] === undefined ? null : round(index[0]),
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      meanMs: round(queries.reduce((sum, ms) => sum + ms, 0) / queries.length),
      maxMs: round(sorted.at(-1) ?? Number.NaN),
      emptyKeystrokes: empty,
    }
    return timing
  } finally {
    await page.close()
  }
}

async function main(): Promise<void> {
  const given = benchOption('url')
  const server = given ? undefined : await startBenchServer()
  const base = (given ?? server?.url ?? '').replace(/\/$/, '')
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const snapshots = await snapshotSizes(base)
    const typing: Record<string, Timing[]> = {}
    for (const locale of LOCALES) {
      typing[locale] = []
      for (const slowdown of CPU_SLOWDOWNS) {
        typing[locale].push(await typeQueries(browser, base, locale, slowdown))
      }
    }
    const report = {
      measuredAt: new Date().toISOString(),
      queriesPerLocale: QUERIES.ru.length,
      resultsShown: POPUP_RESULTS,
      snapshots,
      typing,
    }
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
    fs.writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
    console.log('Content snapshot per language')
    console.table(snapshots)
    console.log('Query time per keystroke (popup-search:query), ms')
    console.table(
      LOCALES.flatMap((locale) => (typing[locale] ?? []).map((timing) => ({ locale, ...timing }))),
    )
    console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
  } finally {
    await browser.close()
    await server?.stop()
  }
}

await main()
