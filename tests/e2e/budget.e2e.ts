import { spawnSync } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { DETAIL_SOURCES, firstLink, localized, PLAIN_ROUTES } from '../../support/routes'

test('first-load JavaScript of every page type stays within 170 KB gzip', async ({
  baseURL,
  request,
}) => {
  // Every plain route and one page of each detail type, in both languages.
  const routes: string[] = []
  for (const locale of ['ru', 'en'] as const) {
    routes.push(...PLAIN_ROUTES.map((route) => localized(route, locale)))
    for (const [list, pattern] of DETAIL_SOURCES) {
      const html = await (await request.get(localized(list, locale))).text()
      const href = firstLink(html, pattern)
      expect(href, `a link matching ${pattern} on ${list}`).toBeDefined()
      routes.push(href!)
    }
  }
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
      ...routes,
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
})
