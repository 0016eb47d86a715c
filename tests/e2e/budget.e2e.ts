import { spawnSync } from 'node:child_process'

import { expect, test } from '@playwright/test'

test('first-load JavaScript of the home page stays within 170 KB gzip', async ({ baseURL }) => {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/first-load-js.ts',
      '--url',
      baseURL!,
      '--budget-kb',
      '170',
      '/',
      '/en',
    ],
    { encoding: 'utf8' },
  )
  console.log(result.stdout)
  expect(result.stderr).not.toMatch(/error/i)
  expect(result.status, result.stdout + result.stderr).toBe(0)
})
