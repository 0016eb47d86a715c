/**
 * Start (part of `npm run bench`): how long `npm start` of a built app takes, as a user runs it,
 * from the command to the home page's first 200, and where that time goes. Each run spawns
 * `npm start` on a free loopback port with the default data directory (or DATA_DIR), asks the home
 * page every 20 ms from the moment of the spawn, and watches the process tree every 10 ms to see
 * when each step begins and ends:
 *
 * - npm: from the command to its script's first step (npm and the shell it runs);
 * - compile: `node scripts/app/compile-stamp.mjs`, which hashes the sources and compiles dist/ if
 *   they changed (here they have not: a check);
 * - node start: `node dist/start.mjs` until Next loads its config (Next's "Running next.config"
 *   line): loading, reading the database's state, the build check (its share is timed apart, in
 *   this process), loading the server; less the bootstrap, when it runs;
 * - bootstrap: the child `node dist/bootstrap.mjs` (migrations, seed, the first admin), start to
 *   exit; 0 when the database needs nothing of it (src/cms/prepared-database.ts);
 * - Next: from its config to "> Ready on" (`next().prepare()`, listening);
 * - first page: from "> Ready on" to the home page's first 200 (its first render).
 *
 * Also the first `/readyz` 200 (warmed up, the database answering) and the serving process's RSS
 * then and 5 s later. --runs times (default 5); medians.
 *
 *   tsx scripts/bench/measure-start.ts [--runs 5] [--no-build]
 *
 * Builds and compiles first if needed (not timed; --no-build serves the build as it is); the
 * build must be current for the data directory given, or `npm start` would build. Writes
 * bench/results/start.json.
 */
import fs from 'node:fs'
import path from 'node:path'

import { buildIsCurrent } from '../app/build-stamp'
import { compileIfNeeded } from '../app/compile'
import { buildIfNeeded } from '../app/next-build'
import { runBootstrap } from '../app/run'
import {
  benchFlag,
  benchOption,
  descendants,
  giveUpAfter,
  rssMiB,
  spawnNpmStart,
  waitForOk,
} from './common'
import { median } from './lighthouse-figures'

const RUNS = Number(benchOption('runs') ?? 5)
const RESULTS = path.resolve('bench/results/start.json')
const TREE_POLL_MS = 10
const SETTLE_MS = 5_000
/** The target: `npm start` to the first 200. */
const TARGET_MS = 2_500

/** When each step was first and last seen, in ms since the spawn. */
type Seen = Partial<Record<'compile' | 'start' | 'bootstrap', { from: number; to: number }>>

const STEPS = {
  compile: 'scripts/app/compile-stamp.mjs',
  start: 'dist/start.mjs',
  bootstrap: 'dist/bootstrap.mjs',
} as const

type Run = {
  firstPageMs: number
  readyzMs: number
  steps: {
    npmMs: number
    compileMs: number
    nodeStartMs: number
    bootstrapMs: number
    nextMs: number
    firstPageMs: number
  }
  rssAtFirstPageMiB?: number
  rssSettledMiB?: number
}

async function oneStart(): Promise<Run> {
  const app = await spawnNpmStart()
  const seen: Seen = {}
  let readyLineAt: number | undefined
  let nextConfigAt: number | undefined
  const watch = setInterval(() => {
    const now = Date.now() - app.startedAt
    for (const p of descendants(app.proc.pid ?? 0)) {
      for (const [step, marker] of Object.entries(STEPS) as [keyof Seen, string][]) {
        if (!p.node || !p.command.includes(marker)) continue
        const span = seen[step] ?? { from: now, to: now }
        span.to = now
        seen[step] = span
      }
    }
    if (nextConfigAt === undefined && app.output().includes('Running next.config'))
      nextConfigAt = now
    if (readyLineAt === undefined && app.output().includes('> Ready on')) readyLineAt = now
  }, TREE_POLL_MS)
  const alive = () => app.proc.exitCode === null && app.proc.signalCode === null
  try {
    // The home page in Russian (the language of a visitor who names none).
    const firstPageMs = (await waitForOk(`${app.url}/`, { alive })) - app.startedAt
    if (app.output().includes('Creating an optimized production build')) {
      throw new Error('npm start built the app: the build is not current for its address')
    }
    const rssAtFirstPageMiB = rssMiB(app.serverPid())
    const readyzMs = (await waitForOk(`${app.url}/readyz`, { alive, pollMs: 50 })) - app.startedAt
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const rssSettledMiB = rssMiB(app.serverPid())
    clearInterval(watch)
    const { compile, start, bootstrap } = seen
    const ready = readyLineAt ?? firstPageMs
    const nextBegan = Math.min(nextConfigAt ?? ready, ready)
    if (!compile || !start) {
      throw new Error(`a step was not seen: ${JSON.stringify(seen)}\n${app.output()}`)
    }
    const bootstrapMs = bootstrap ? bootstrap.to - bootstrap.from : 0
    return {
      firstPageMs,
      readyzMs,
      steps: {
        npmMs: compile.from,
        compileMs: start.from - compile.from,
        nodeStartMs: nextBegan - start.from - bootstrapMs,
        bootstrapMs,
        nextMs: ready - nextBegan,
        firstPageMs: firstPageMs - ready,
      },
      rssAtFirstPageMiB,
      rssSettledMiB,
    }
  } finally {
    clearInterval(watch)
    await app.stop()
  }
}

/** The in-process cost of `npm start`'s check that the build is current (it hashes the sources). */
function timeBuildCheck(): { ms: number; current: boolean } {
  const started = performance.now()
  const current = buildIsCurrent()
  return { ms: Math.round(performance.now() - started), current }
}

giveUpAfter('start', (RUNS * 90 + 600) * 1000)
Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
await runBootstrap()
if (!benchFlag('no-build')) {
  await buildIfNeeded()
  await compileIfNeeded()
}
const check = timeBuildCheck()
if (!check.current)
  throw new Error('the build is not current: npm start would build (run npm run build)')
const runs: Run[] = []
for (let i = 0; i < RUNS; i++) {
  const run = await oneStart()
  console.log(
    `start ${i + 1}: first 200 after ${run.firstPageMs} ms (${JSON.stringify(run.steps)}), ` +
      `/readyz after ${run.readyzMs} ms, RSS ${run.rssAtFirstPageMiB} → ${run.rssSettledMiB} MiB`,
  )
  runs.push(run)
}
const stepMedian = (key: keyof Run['steps']) => median(runs.map((r) => r.steps[key]))
const summary = {
  measuredAt: new Date().toISOString(),
  command: 'npm start',
  runs,
  targetFirstPageMs: TARGET_MS,
  medianFirstPageMs: median(runs.map((r) => r.firstPageMs)),
  medianReadyzMs: median(runs.map((r) => r.readyzMs)),
  medianSteps: {
    npmMs: stepMedian('npmMs'),
    compileMs: stepMedian('compileMs'),
    nodeStartMs: stepMedian('nodeStartMs'),
    bootstrapMs: stepMedian('bootstrapMs'),
    nextMs: stepMedian('nextMs'),
    firstPageMs: stepMedian('firstPageMs'),
  },
  buildCheckInProcessMs: check.ms,
  medianRssAtFirstPageMiB: median(runs.map((r) => r.rssAtFirstPageMiB ?? Number.NaN)),
  medianRssSettledMiB: median(runs.map((r) => r.rssSettledMiB ?? Number.NaN)),
}
if (summary.medianFirstPageMs > TARGET_MS) {
  console.warn(`! npm start: first 200 after ${summary.medianFirstPageMs} ms (target ${TARGET_MS})`)
}
console.table(summary.medianSteps)
console.log(
  `median first 200 ${summary.medianFirstPageMs} ms, /readyz ${summary.medianReadyzMs} ms, build check ${check.ms} ms`,
)
fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
fs.writeFileSync(RESULTS, `${JSON.stringify(summary, null, 2)}\n`)
console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
