import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { DETAIL_SOURCES, PLAIN_ROUTES } from '../../support/routes'

/** Where this test's figures go: bench/results/first-load-js.json is the benchmark's, committed. */
const RESULTS = 'tmp/first-load-js-e2e.json'

test('first-load JavaScript of every page type stays within 170 KB gzip', ({ baseURL }) => {
  fs.rmSync(RESULTS, { force: true })
  // Every plain route and one page of each detail type, in both languages (support/routes.ts).
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/bench/measure-first-load-js.ts',
      '--url',
      baseURL!,
      '--budget-kb',
      '170',
      '--every-page-type',
      '--results',
      RESULTS,
    ],
    { encoding: 'utf8' },
  )
  console.log(
    result.stdout
      .split('\n')
      .filter((line) => /^\S|total/.test(line))
      .join('\n'),
  )
  expect(result.stderr).not.toMatch(/error/i)
  expect(result.status, result.stdout + result.stderr).toBe(0)
  // Every page type was measured: each plain route and a detail page of each kind, per language.
  const { routes } = JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as { routes: unknown[] }
  expect(routes).toHaveLength(2 * (PLAIN_ROUTES.length + DETAIL_SOURCES.length))
})
