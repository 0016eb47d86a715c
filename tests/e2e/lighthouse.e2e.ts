import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/**
 * Lighthouse floors for the five page types (home, press center, a post, a lawyer, a practice):
 * accessibility, best practices and SEO at 100 on both form factors. These three are properties of
 * the pages, the same on every run. Performance is not floored here: mobile's score is simulated
 * from the main-thread work observed, times four, so it follows the speed of the machine at the
 * moment (five audits of one page ranged 76-95 on a 2-core CI machine) and would fail a landing for
 * a slow spell. It is a benchmark figure instead, with its target (`npm run bench`, the median of
 * seven audits), and not audited here at all (nor waited for a quiet machine). The reports go to
 * tmp/lighthouse-e2e/, not beside the benchmark's medians.
 */
const CATEGORIES = 'accessibility,best-practices,seo'
const FLOORS = '100,100,100'
/** The pages run-lighthouse.ts audits by default: the five page types named above. */
const PAGE_TYPES = 5
/** Where this test's reports and scores go: bench/results holds the benchmark's, committed. */
const RESULTS = 'tmp/lighthouse-e2e'

for (const formFactor of ['mobile', 'desktop'] as const) {
  test(`Lighthouse accessibility, best practices and SEO on ${formFactor} stay at 100`, ({
    baseURL,
  }) => {
    test.setTimeout(300_000)
    // The pages' canonical and hreflang links name the site's public address (in npm test the
    // build's SITE_URL and the server's default alike: http://localhost:{port}); audited under
    // another name they would point elsewhere and fail SEO.
    const url = new URL(process.env.E2E_SITE_URL ?? (baseURL as string))
    const summaryFile = path.join(RESULTS, `lighthouse-${formFactor}.json`)
    fs.rmSync(summaryFile, { force: true })
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/bench/run-lighthouse.ts',
        '--url',
        url.origin,
        '--form-factor',
        formFactor,
        '--categories',
        CATEGORIES,
        '--floors',
        FLOORS,
        '--results',
        RESULTS,
        '--no-screenshot',
      ],
      { encoding: 'utf8' },
    )
    console.log(result.stdout)
    expect(result.status, result.stdout + result.stderr).toBe(0)
    // The scores went to this test's folder (not bench/results), one entry per page audited.
    const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8')) as {
      base: string
      categories: string[]
      pages: Record<string, Record<string, number>>
    }
    expect(summary.base).toBe(url.origin)
    expect(summary.categories.join(',')).toBe(CATEGORIES)
    expect(Object.keys(summary.pages)).toHaveLength(PAGE_TYPES)
    // Every page's three scores, as the floors above require.
    for (const scores of Object.values(summary.pages)) {
      expect(Object.values(scores)).toEqual([100, 100, 100])
    }
  })
}
