/**
 * Start (part of `npm run bench`): how long a built server takes from launch to its first 200, and
 * its memory then. Launches the compiled server (`dist/server.mjs`, as production runs it) on a
 * free loopback port with the default data directory (or DATA_DIR), asks the home page every 20 ms
 * from the moment of the spawn, and records the time of the first 200 and of the first
 * `/readyz` 200 (warmed up, the database answering), and the RSS then and 5 s later; stops it; --runs times
 * (default 5). The target: a first 200 within 2 s of launch.
 *
 *   tsx scripts/bench/measure-start.ts [--runs 5] [--no-build]
 *
 * Builds and compiles first if needed (not timed; --no-build serves the build as it is). Writes bench/results/start.json.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { COMPILED_SERVER, SERVER_ARGS } from '../../support/app-server'
import { freePort } from '../../support/postgres'
import { compileIfNeeded } from '../app/compile'
import { buildIfNeeded } from '../app/next-build'
import { runBootstrap } from '../app/run'
import { benchFlag, benchOption, rssMiB } from './common'

const RUNS = Number(benchOption('runs') ?? 5)
const RESULTS = path.resolve('bench/results/start.json')
const POLL_MS = 20
const GIVE_UP_MS = 60_000
const SETTLE_MS = 5_000

type Run = {
  firstPageMs: number
  readyMs: number
  rssAtFirstPageMiB?: number
  rssSettledMiB?: number
}

/** Resolves with the milliseconds from `since` to the first 200 of `url`. */
async function firstOk(url: string, since: number, alive: () => boolean): Promise<number> {
  for (;;) {
    if (!alive()) throw new Error(`the server exited before ${url} answered`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status === 200) return Date.now() - since
    } catch {
      // not listening yet
    }
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`${url} gave no 200 in ${GIVE_UP_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

async function oneStart(): Promise<Run> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const started = Date.now()
  const proc = spawn(process.execPath, SERVER_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.DATA_DIR ?? './data',
    },
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()))
  const alive = () => proc.exitCode === null && proc.signalCode === null
  try {
    // The home page in Russian (the language of a visitor who names none).
    const firstPageMs = await firstOk(`${base}/`, started, alive)
    const rssAtFirstPageMiB = rssMiB(proc.pid)
    const readyMs = await firstOk(`${base}/readyz`, started, alive)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    return { firstPageMs, readyMs, rssAtFirstPageMiB, rssSettledMiB: rssMiB(proc.pid) }
  } finally {
    if (alive()) proc.kill('SIGTERM')
    await exited
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
await runBootstrap()
if (!benchFlag('no-build')) {
  await buildIfNeeded()
  await compileIfNeeded()
}
const runs: Run[] = []
for (let i = 0; i < RUNS; i++) {
  const run = await oneStart()
  console.log(
    `start ${i + 1}: first 200 after ${run.firstPageMs} ms, ready after ${run.readyMs} ms, RSS ${run.rssAtFirstPageMiB} → ${run.rssSettledMiB} MiB`,
  )
  runs.push(run)
}
const summary = {
  measuredAt: new Date().toISOString(),
  server: COMPILED_SERVER,
  runs,
  medianFirstPageMs: median(runs.map((r) => r.firstPageMs)),
  medianReadyMs: median(runs.map((r) => r.readyMs)),
  medianRssSettledMiB: median(runs.map((r) => r.rssSettledMiB ?? Number.NaN)),
}
console.table([summary].map(({ runs: _, ...figures }) => figures))
fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
fs.writeFileSync(RESULTS, `${JSON.stringify(summary, null, 2)}\n`)
console.log(`> Wrote ${path.relative(process.cwd(), RESULTS)}`)
