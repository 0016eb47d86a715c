import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  closingLine,
  countsOf,
  filesOf,
  isTestFile,
  summarise,
  testFilesUnder,
} from './summarize-tests'

const vitest = (passed: number, failed: number, pending = 0) =>
  JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: pending,
    numTodoTests: 0,
  })
const playwright = (expected: number, unexpected: number, flaky = 0, skipped = 0) =>
  JSON.stringify({ stats: { expected, unexpected, flaky, skipped, duration: 1 } })

describe('test summary', () => {
  it('reads both runners’ reports; flaky Playwright tests passed on a retry', () => {
    expect(countsOf(JSON.parse(vitest(442, 0, 2)))).toEqual({ passed: 442, failed: 0, skipped: 2 })
    expect(countsOf(JSON.parse(playwright(470, 1, 2, 3)))).toEqual({
      passed: 472,
      failed: 1,
      skipped: 3,
    })
    expect(countsOf({ tests: 3 })).toBeNull()
    expect(countsOf(null)).toBeNull()
    expect(countsOf({ numPassedTests: -1, numFailedTests: 0 })).toBeNull()
  })

  it('adds the steps up into the plain closing line', () => {
    const { lines, total } = summarise([
      { step: '1-unit', text: vitest(442, 0) },
      { step: '6-e2e', text: playwright(471, 0) },
    ])
    expect(lines).toEqual([
      '  1-unit: passed 442, failed 0, skipped 0',
      '  6-e2e: passed 471, failed 0, skipped 0',
    ])
    expect(closingLine(total)).toBe('913 passed, 0 failed')
    expect(closingLine({ passed: 1, failed: 2, skipped: 3 })).toBe('1 passed, 2 failed, 3 skipped')
  })

  it('a missing or unreadable report is a failure, never zero tests', () => {
    const { lines, total } = summarise([
      { step: '1-unit', text: vitest(10, 0) },
      { step: '2-db', text: null },
      { step: '3-server', text: '{"truncated' },
    ])
    expect(total).toEqual({ passed: 10, failed: 2, skipped: 0 })
    expect(lines.slice(1)).toEqual(['  2-db: no readable report', '  3-server: no readable report'])
  })

  it('names the files each runner’s report ran, as absolute paths', () => {
    const vitestReport = {
      numPassedTests: 1,
      numFailedTests: 0,
      testResults: [{ name: '/r/a.test.ts' }],
    }
    const playwrightReport = {
      stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 },
      config: { rootDir: '/r/tests/e2e' },
      suites: [{ file: 'seo.e2e.ts' }, { file: 'deep/team.e2e.ts' }],
    }
    expect(filesOf(vitestReport)).toEqual(['/r/a.test.ts'])
    expect(filesOf(playwrightReport)).toEqual([
      '/r/tests/e2e/seo.e2e.ts',
      '/r/tests/e2e/deep/team.e2e.ts',
    ])
    expect(filesOf({ numPassedTests: 0 })).toEqual([])
    expect(filesOf(null)).toEqual([])
  })

  it('a test file that no step ran is named and fails the suite', () => {
    const report = JSON.stringify({
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [{ name: '/r/tests/integration/server/a.int.test.ts' }],
    })
    const { lines, total } = summarise([{ step: '3-running-server', text: report }], {
      root: '/r',
      onDisk: [
        '/r/tests/integration/server/a.int.test.ts',
        '/r/tests/integration/stray.int.test.ts',
      ],
    })
    expect(lines).toEqual([
      '  3-running-server: passed 3, failed 0, skipped 0',
      '  run by no step: tests/integration/stray.int.test.ts',
    ])
    expect(closingLine(total)).toBe('3 passed, 1 failed')
  })

  it('finds every test file on disk, outside hidden, dependency and scratch folders', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'summarize-tests-'))
    try {
      const touch = (file: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
        fs.writeFileSync(path.join(root, file), '')
      }
      for (const file of [
        'src/a.test.ts',
        'tests/integration/x.int.test.ts',
        'tests/e2e/y.e2e.ts',
        'tests/helpers/z.ts',
        'node_modules/p/q.test.ts',
        '.next/r.test.ts',
        'tmp/s.e2e.ts',
      ]) {
        touch(file)
      }
      expect(testFilesUnder(root).map((f) => path.relative(root, f))).toEqual([
        'src/a.test.ts',
        'tests/e2e/y.e2e.ts',
        'tests/integration/x.int.test.ts',
      ])
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
    expect([isTestFile('a.int.test.ts'), isTestFile('b.e2e.ts'), isTestFile('c.ts')]).toEqual([
      true,
      true,
      false,
    ])
  })
})
