import { describe, expect, it } from 'vitest'

import { closingLine, countsOf, summarise } from './summarize-tests'

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
})
