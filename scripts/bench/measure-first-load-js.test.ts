import { describe, expect, it } from 'vitest'

import {
  DEFAULT_BUDGET_KB,
  DEFAULT_ROUTES,
  extractScriptPaths,
  formatRoute,
  gzipSize,
  parseArgs,
  parseAttributes,
  type RouteResult,
  summarise,
} from './measure-first-load-js'

const PAGE = 'http://127.0.0.1:3004/en'

describe('parseAttributes', () => {
  it('reads quoted, unquoted and bare attributes', () => {
    const attributes = parseAttributes(
      ` src="/a.js?x=1&amp;y=2" async data-x='q' type=module noModule`,
    )
    expect(attributes.get('src')).toBe('/a.js?x=1&y=2')
    expect(attributes.get('async')).toBe('')
    expect(attributes.get('data-x')).toBe('q')
    expect(attributes.get('type')).toBe('module')
    expect(attributes.has('nomodule')).toBe(true)
  })
})

describe('extractScriptPaths', () => {
  it('takes script sources and script preloads under /_next/, in order, each once', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_next/static/chunks/a.css"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>
      <link rel="modulepreload" href="/_next/static/chunks/mod.js">
      <link rel="preload" as="font" href="/_next/static/media/f.woff2" crossorigin="">
      <script src="/_next/static/chunks/main.js" async=""></script>
      <script src="/_next/static/chunks/webpack.js" async=""></script>
      </head><body>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/fake.js\\"></script>"])</script>
      <!-- <script src="/_next/static/chunks/commented.js"></script> -->
      <script src="http://127.0.0.1:3004/_next/static/chunks/absolute.js"></script>
      <script src="https://mc.yandex.ru/metrika/tag.js" async></script>
      <script src="//cdn.example.com/_next/x.js"></script>
      <script src="/api/media/file/not-next.js"></script>
      <script id="_R_">inline()</script>
      </body></html>`
    expect(extractScriptPaths(html, PAGE)).toEqual([
      '/_next/static/chunks/webpack.js',
      '/_next/static/chunks/mod.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/absolute.js',
    ])
  })

  it('treats nomodule in any case and form as old-browser only', () => {
    const html = `<script nomodule src="/_next/a.js"></script><SCRIPT NOMODULE="" SRC="/_next/b.js"></SCRIPT><SCRIPT SRC='/_next/c.js'></SCRIPT>`
    expect(extractScriptPaths(html, PAGE)).toEqual(['/_next/c.js'])
  })

  it('resolves relative sources against the page and keeps query strings', () => {
    const html = `<script src="../_next/static/chunks/x.js?dpl=abc&amp;v=2"></script>`
    expect(extractScriptPaths(html, 'http://127.0.0.1:3004/en/news')).toEqual([
      '/_next/static/chunks/x.js?dpl=abc&v=2',
    ])
  })

  it('finds nothing in a page without scripts', () => {
    expect(extractScriptPaths('<html><body><p>hi</p></body></html>', PAGE)).toEqual([])
  })
})

describe('gzipSize', () => {
  it('is the length of a real gzip stream of the body', () => {
    const body = new TextEncoder().encode('console.log("hello");'.repeat(200))
    const size = gzipSize(body)
    expect(size).toBeGreaterThan(20)
    expect(size).toBeLessThan(body.length / 10)
  })
})

describe('parseArgs', () => {
  it('defaults to / and /en with the budget of 170 kB', () => {
    const parsed = parseArgs([])
    expect(parsed.routes).toEqual(DEFAULT_ROUTES)
    expect(parsed.budgetKb).toBe(DEFAULT_BUDGET_KB)
    expect(parsed.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })
  it('reads the url, the budget and routes', () => {
    expect(
      parseArgs(['--url', 'http://localhost:3202/', '--budget-kb=150', '/', '/en/news']),
    ).toEqual({
      baseUrl: 'http://localhost:3202',
      budgetKb: 150,
      routes: ['/', '/en/news'],
    })
  })
  it('rejects a bad budget and unknown arguments', () => {
    expect(() => parseArgs(['--budget-kb', 'lots'])).toThrow('--budget-kb')
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
