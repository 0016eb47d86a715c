/**
 * The closing line of `npm test`: the tests every step ran, added up from the runners' JSON reports.
 *
 * Vitest and Playwright each end on a line of their own ("Tests 442 passed", "471 passed (20.8m)"),
 * which says nothing of the steps before the last. CI reads the log's last line, so the suite ends
 * on one plain count over all steps, alone on its line: `N passed, N failed[, N skipped]`. The
 * lines per step above it word their counts otherwise, so that only the total reads as a closing
 * line. A step whose report is missing or unreadable counts as a failure, never as zero tests.
 *
 * The steps run folders, not lists of files; a test file that no step ran (one put beside those
 * folders, or under a pattern no runner reads) is named and counts as a failure, so that it
 * cannot be skipped silently.
 *
 * Usage: tsx scripts/test/summarize-tests.ts DIR (every *.json in DIR is one step's report).
 */
import fs from 'node:fs'
import path from 'node:path'

export type Counts = { passed: number; failed: number; skipped: number }

/** Vitest's `json` reporter; `testResults[].name` is a test file's absolute path. */
type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests?: number
  numTodoTests?: number
  testResults?: { name?: unknown }[]
}

/**
 * Playwright's `json` reporter: flaky tests passed on a retry, so they count as passed. A
 * top-level suite is one file, named relative to `config.rootDir` (the test folder).
 */
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  config?: { rootDir?: unknown }
  suites?: { file?: unknown }[]
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/** The counts of one report, or null when it is neither runner's. */
export function countsOf(report: unknown): Counts | null {
  if (typeof report !== 'object' || report === null) return null
  const vitest = report as Partial<VitestReport>
  if (isNumber(vitest.numPassedTests) && isNumber(vitest.numFailedTests)) {
    return {
      passed: vitest.numPassedTests,
      failed: vitest.numFailedTests,
      skipped: (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0),
    }
  }
  const stats = (report as Partial<PlaywrightReport>).stats
  if (
    stats &&
    isNumber(stats.expected) &&
    isNumber(stats.unexpected) &&
    isNumber(stats.flaky) &&
    isNumber(stats.skipped)
  ) {
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    }
  }
  return null
}

/** The test files a report ran, as absolute paths (none for a report of neither runner). */
export function filesOf(report: unknown): string[] {
  if (typeof report !== 'object' || report === null) return []
  const { testResults } = report as Partial<VitestReport>
  if (Array.isArray(testResults)) {
    return testResults.flatMap((r) => (typeof r?.name === 'string' ? [path.resolve(r.name)] : []))
  }
  const { config, suites } = report as Partial<PlaywrightReport>
  if (Array.isArray(suites) && typeof config?.rootDir === 'string') {
    const root = config.rootDir
    return suites.flatMap((s) => (typeof s?.file === 'string' ? [path.resolve(root, s.file)] : []))
  }
  return []
}

/** A test file of any runner: `*.test.ts` (unit), `*.int.test.ts`, `*.e2e.ts`, or their tsx. */
export function isTestFile(name: string): boolean {
  return /\.(test|e2e)\.tsx?$/.test(name)
}

/** Folders that hold no test of this project: dependencies, builds, scratch and data. */
const NOT_SOURCES = new Set(['node_modules', 'tmp', 'data', 'test-results', 'playwright-report'])

/** Every test file under a folder (hidden folders and NOT_SOURCES aside), as absolute paths. */
export function testFilesUnder(root: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || NOT_SOURCES.has(entry.name)) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile() && isTestFile(entry.name)) found.push(full)
    }
  }
  walk(path.resolve(root))
  return found.sort()
}

/** The sum of two counts. */
export function add(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }
}

/** The suite's last line, which CI reads: `N passed, N failed[, N skipped]`. */
export function closingLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
}

/**
 * One line per step, then the total; a step without a readable report is one failure. Given the
 * test files on disk (absolute paths), each that no report names is one failure too.
 */
export function summarise(
  reports: { step: string; text: string | null }[],
  testFiles: { root: string; onDisk: string[] } = { root: '.', onDisk: [] },
): {
  lines: string[]
  total: Counts
} {
  const lines: string[] = []
  const ran = new Set<string>()
  let total: Counts = { passed: 0, failed: 0, skipped: 0 }
  for (const { step, text } of reports) {
    let counts: Counts | null = null
    try {
      const report: unknown = text === null ? null : JSON.parse(text)
      counts = countsOf(report)
      for (const file of filesOf(report)) ran.add(file)
    } catch {
      counts = null
    }
    if (counts) {
      lines.push(
        `  ${step}: passed ${counts.passed}, failed ${counts.failed}, skipped ${counts.skipped}`,
      )
      total = add(total, counts)
    } else {
      lines.push(`  ${step}: no readable report`)
      total = add(total, { passed: 0, failed: 1, skipped: 0 })
    }
  }
  for (const file of testFiles.onDisk) {
    if (ran.has(path.resolve(file))) continue
    lines.push(`  run by no step: ${path.relative(testFiles.root, file)}`)
    total = add(total, { passed: 0, failed: 1, skipped: 0 })
  }
  return { lines, total }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2]
  if (!dir) {
    console.error('usage: tsx scripts/test/summarize-tests.ts DIR')
    process.exit(2)
  }
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []
  const root = process.cwd()
  const { lines, total } = summarise(
    files.sort().map((file) => ({
      step: file.replace(/\.json$/, ''),
      text: fs.readFileSync(path.join(dir, file), 'utf8'),
    })),
    { root, onDisk: testFilesUnder(root) },
  )
  for (const line of lines) console.log(line)
  console.log(closingLine(total))
  // No report at all, or no test run in any of them, is not a passing suite.
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0)
}
