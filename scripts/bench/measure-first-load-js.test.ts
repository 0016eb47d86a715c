import { describe, expect, it } from 'vitest'

import {
  DEFAULT_BUDGET_KB,
  DEFAULT_ROUTES,
  formatRoute,
  gzipSize,
  parseArgs,
  RESULTS_FILE,
  type RouteResult,
  summarise,
} from './measure-first-load-js'

describe('gzipSize', () => {
  it('is the length of a real gzip stream of the body', () => {
    const body = new TextEncoder().encode('console.log("hello");'.repeat(200))
    const size = gzipSize(body)
    expect(size).toBeGreaterThan(20)
    expect(size).toBeLessThan(body.length / 10)
  })
})

describe('parseArgs', () => {
  it('defaults to / and /en with the budget of 170 kB, its own server and the committed results', () => {
    const parsed = parseArgs([])
    expect(parsed.routes).toEqual(DEFAULT_ROUTES)
    expect(parsed.budgetKb).toBe(DEFAULT_BUDGET_KB)
    expect(parsed.baseUrl).toBeUndefined()
    expect(parsed.everyPageType).toBe(false)
    expect(parsed.resultsFile).toBe(RESULTS_FILE)
  })
  it('reads the url, the budget and routes', () => {
    expect(
      parseArgs(['--url', 'http://localhost:3202/', '--budget-kb=150', '/', '/en/news']),
    ).toEqual({
      baseUrl: 'http://localhost:3202',
      budgetKb: 150,
      routes: ['/', '/en/news'],
      everyPageType: false,
      resultsFile: RESULTS_FILE,
    })
  })
  it("reads every page type and another results file; the other benchmarks' options pass", () => {
    const parsed = parseArgs([
      '--every-page-type',
      '--results',
      'tmp/x.json',
      '--no-build',
      '--seconds',
      '10',
      '--connections=32',
    ])
    expect(parsed.everyPageType).toBe(true)
    expect(parsed.resultsFile).toBe('tmp/x.json')
    expect(parsed.routes).toEqual(DEFAULT_ROUTES)
  })
  it('rejects a bad budget, an empty results file, routes with every page type, unknown arguments', () => {
    expect(() => parseArgs(['--budget-kb', 'lots'])).toThrow('--budget-kb')
    expect(() => parseArgs(['--results'])).toThrow('--results')
    expect(() => parseArgs(['--every-page-type', '/'])).toThrow('not both')
    expect(() => parseArgs(['--verbose'])).toThrow('Unknown argument')
  })
})

describe('formatRoute', () => {
  it('prints each script, the total and the verdict', () => {
    const text = formatRoute(
      {
        route: '/',
        url: 'http://127.0.0.1:3004/',
        scripts: [{ path: '/_next/a.js', rawBytes: 300_000, gzipBytes: 95_500 }],
        totalRawBytes: 300_000,
        totalGzipBytes: 95_500,
        withinBudget: true,
      },
      170,
    )
    expect(text).toContain('/_next/a.js')
    expect(text).toContain('95.5')
    expect(text).toContain('within the budget of 170 kB gzip')
  })
})

describe('summarise', () => {
  const route = (name: string, gzipBytes: number, budgetKb: number): RouteResult => ({
    route: name,
    url: `http://127.0.0.1:3004${name}`,
    scripts: [
      { path: '/_next/static/chunks/a.js', rawBytes: 3 * gzipBytes, gzipBytes: gzipBytes - 100 },
      { path: '/_next/static/chunks/b.js', rawBytes: 300, gzipBytes: 100 },
    ],
    totalRawBytes: 3 * gzipBytes + 300,
    totalGzipBytes: gzipBytes,
    withinBudget: gzipBytes <= budgetKb * 1000,
  })

  it('keeps per-route totals and the verdict, not the chunks', () => {
    const report = summarise([route('/', 150_000, 170), route('/en', 120_000, 170)], 170, 'x')
    expect(report.withinBudget).toBe(true)
    expect([report.largestRoute, report.largestGzipBytes]).toEqual(['/', 150_000])
    expect(report.routes[1]).toEqual({
      route: '/en',
      url: 'http://127.0.0.1:3004/en',
      scriptCount: 2,
      totalRawBytes: 360_300,
      totalGzipBytes: 120_000,
      withinBudget: true,
    })
    expect(JSON.stringify(report)).not.toContain('chunks/')
  })

  it('is over the budget when any route is', () => {
    const report = summarise([route('/', 150_000, 170), route('/team', 171_000, 170)], 170, 'x')
    expect([report.withinBudget, report.largestRoute]).toEqual([false, '/team'])
  })
})
