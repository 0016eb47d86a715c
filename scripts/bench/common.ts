/**
 * What the benchmark scripts share: their production server (as the tests start it, or as a user
 * does with `npm start`), their command-line options, wrk runs (figures read through a Lua `done`
 * hook, not scraped from its text), nginx as a child process, and the memory of a process.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { parseEnv } from '../../src/config/env'
import { sha256Hex } from '../../src/graphql/apq'
import { type AppServer, startApp } from '../../support/app-server'
import { freePort } from '../../support/postgres'
import { compileIfNeeded } from '../app/compile'
import { buildIfNeeded } from '../app/next-build'
import { runBootstrap } from '../app/run'

/**
 * The production server for a benchmark: bootstrapped and built if needed, on a free local port,
 * with the default data directory (or DATA_DIR), and any extra environment. `--no-build` serves
 * the build in NEXT_DIST_DIR as it is (while sources are being edited next to a finished build).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<AppServer> {
  Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
  await runBootstrap()
  if (!benchFlag('no-build')) {
    await buildIfNeeded()
    await compileIfNeeded()
  }
  return startApp({
    DATA_DIR: process.env.DATA_DIR ?? './data',
    // A benchmark's load comes from one address: the GraphQL rate limit is not what it measures.
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  })
}

/** The value after `--name` on the command line, if given. */
export function benchOption(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

/** Whether `--name` is on the command line. */
export function benchFlag(name: string): boolean {
  return process.argv.includes(`--${name}`)
}

/** A page of the site to measure, by a readable name. */
export type SamplePage = { name: string; path: string }

/** The first link on a listing page that matches `pattern` (a real post or lawyer of the data). */
async function firstLink(base: string, listing: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${base}${listing}`)).text()
  const found = pattern.exec(html)?.[0]
  if (!found) throw new Error(`no link matching ${pattern} on ${listing}`)
  return found
}

/** Home, the press center, a real post and a real lawyer, in Russian and in English. */
export async function samplePages(base: string): Promise<SamplePage[]> {
  const pages: SamplePage[] = []
  for (const [locale, prefix] of [
    ['ru', ''],
    ['en', '/en'],
  ] as const) {
    pages.push({ name: `home (${locale})`, path: prefix || '/' })
    pages.push({ name: `news (${locale})`, path: `${prefix}/news` })
    const post = await firstLink(base, `${prefix}/news`, new RegExp(`${prefix}/news/\\d+(?=")`))
    pages.push({ name: `post (${locale})`, path: post })
    const person = await firstLink(
      base,
      `${prefix}/team`,
      new RegExp(`${prefix}/team/\\d+/[a-z0-9-]+(?=")`),
    )
    pages.push({ name: `lawyer (${locale})`, path: person })
  }
  return pages
}

/**
 * The press-center list as the site's client asks for it (the query scripts/bench/measure-graphql.ts
 * measures).
 */
export const NEWS_LIST_QUERY = `query NewsList($locale: LocaleInputType, $page: Int) {
  news(locale: $locale, page: $page, limit: 12) {
    totalDocs totalPages page
    docs { id title type publishedAt summary }
  }
}`

/**
 * Registers NEWS_LIST_QUERY as a persisted query and returns the GET path browsers and CDNs use
 * for it (hash only).
 */
export async function persistedNewsListPath(
  base: string,
  variables: Record<string, unknown>,
): Promise<string> {
  const persisted = { persistedQuery: { version: 1, sha256Hash: sha256Hex(NEWS_LIST_QUERY) } }
  const register = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: NEWS_LIST_QUERY, variables, extensions: persisted }),
  })
  const registered = (await register.json()) as { errors?: unknown[] }
  if (registered.errors) throw new Error(`the query failed: ${JSON.stringify(registered.errors)}`)
  const search = new URLSearchParams({
    operationName: 'NewsList',
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(persisted),
  })
  return `/graphql?${search}`
}

/** Where the benchmark scripts keep their scratch files (saved pages, configs, Lua). */
export const BENCH_TMP = path.resolve('tmp/bench')

/** Resident memory of a process in MiB (Linux: VmRSS of /proc/<pid>/status). */
export function rssMiB(pid: number | undefined): number | undefined {
  if (!pid) return undefined
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
    return kib ? Math.round(Number(kib) / 102.4) / 10 : undefined
  } catch {
    return undefined
  }
}

/** One wrk run: throughput, latency and every kind of failure wrk counts. */
export type WrkFigures = {
  requests: number
  requestsPerSecond: number
  p50Ms: number
  p90Ms: number
  p99Ms: number
  maxMs: number
  /** Connect, read and write failures and timeouts. */
  socketErrors: number
  /** Of which refused or failed connections. */
  connectErrors: number
  /** Answers with a status of 400 or more. */
  httpErrors: number
}

/**
 * Lua run by wrk when it ends: the summary as one JSON line after a marker. Latencies are in µs.
 * `request` hooks (a mix of paths) are prepended by callers.
 */
const DONE_HOOK = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\nWRK_JSON {"requests":%d,"durationUs":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,' ..
    '"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, e.connect, e.read, e.write, e.timeout, e.status))
end
`

export type WrkOptions = {
  seconds: number
  connections: number
  /** wrk threads; the machine's cores by default. */
  threads?: number
  /** Extra Lua (e.g. a `request` function choosing among paths). */
  lua?: string
  headers?: Record<string, string>
  /** The method and body of every request (GET without a body by default). */
  method?: 'GET' | 'POST'
  body?: string
}

/** A Lua long string holding `text` as it is (no escapes): `[==[…]==]` at a level it lacks. */
export function luaLongString(text: string): string {
  let level = ''
  while (text.includes(`]${level}]`)) level += '='
  return `[${level}[\n${text}]${level}]`
}

/** Lua setting the method and body wrk sends with every request. */
function requestLua({ method, body }: Pick<WrkOptions, 'method' | 'body'>): string {
  const lines: string[] = []
  if (method) lines.push(`wrk.method = ${JSON.stringify(method)}`)
  if (body !== undefined) lines.push(`wrk.body = ${luaLongString(body)}`)
  return lines.join('\n')
}

const round = (us: number) => Math.round(us / 10) / 100

/**
 * wrk loads a script in each thread's own Lua state, where `math.random` starts from one seed: the
 * threads would walk a list in step, each asking what the other just asked (a search "never asked
 * before" asked twice, the second time from Next's cache). Each thread starts at its own share of
 * the list instead: `setup` runs in wrk's main state and numbers the threads before they start.
 */
const THREAD_STARTS = `local threads_set_up = 0
setup = function(thread)
  thread:set("thread_number", threads_set_up)
  threads_set_up = threads_set_up + 1
end
local function thread_start(list)
  return (thread_number or 0) * math.floor(#list / 16)
end
`

const luaList = (values: readonly string[]) =>
  values.map((p) => `  ${JSON.stringify(p)},`).join('\n')

/** wrk's request hook over several paths: each thread walks them from its own starting point. */
export function rotatingPaths(paths: readonly string[]): string {
  return `${THREAD_STARTS}local paths = {\n${luaList(paths)}\n}
local i = 0
init = function()
  i = thread_start(paths)
end
request = function()
  i = (i % #paths) + 1
  return wrk.format("GET", paths[i])
end
`
}

/**
 * A wrk script like `rotatingPaths`, whose every `every`-th request asks the next of `fresh`
 * instead, each once while they last (then again from the first).
 */
export function rotatingPathsWithFresh(
  paths: readonly string[],
  fresh: readonly string[],
  every: number,
): string {
  return `${THREAD_STARTS}local paths = {\n${luaList(paths)}\n}
local fresh = {\n${luaList(fresh)}\n}
local i = 0
local j = 0
local n = 0
init = function()
  i = thread_start(paths)
  j = thread_start(fresh)
end
request = function()
  n = n + 1
  if n % ${every} == 0 then
    j = (j % #fresh) + 1
    return wrk.format("GET", fresh[j])
  end
  i = (i % #paths) + 1
  return wrk.format("GET", paths[i])
end
`
}

/** Ends a benchmark script that has run out of time (exit 2), whatever it waits for. */
export function giveUpAfter(name: string, ms: number): void {
  setTimeout(() => {
    console.error(`${name}: gave up after ${ms / 1000} s`)
    process.exit(2)
  }, ms).unref()
}

/** The machine's idle and total CPU time so far (Linux /proc/stat), or null elsewhere. */
function cpuTimes(): { idle: number; total: number } | null {
  try {
    const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number)
    // user nice system idle iowait irq softirq steal: idle and iowait are time the CPUs were free.
    return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) }
  } catch {
    return null
  }
}

/**
 * Waits (up to `maxMs`) until the machine's CPUs were at least `minIdle` idle over a second.
 * On a 2-core machine, work of the server under test in the background (re-rendering pages after
 * a publish, building the search index after start) or of a previous audit's browser tab changes
 * what a measurement sees: Lighthouse's main-thread tasks, wrk's rates. Returns the idle share
 * of the last second and the time waited.
 */
export async function waitForQuietMachine(
  minIdle = 0.8,
  maxMs = 30_000,
): Promise<{ idle: number; waitedMs: number }> {
  const started = Date.now()
  for (;;) {
    const before = cpuTimes()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const after = cpuTimes()
    if (!before || !after) return { idle: 1, waitedMs: Date.now() - started }
    const idle = (after.idle - before.idle) / Math.max(1, after.total - before.total)
    const waitedMs = Date.now() - started
    if (idle >= minIdle || waitedMs >= maxMs) return { idle, waitedMs }
  }
}

/** a / b to two decimals, as the benchmarks' tables give ratios. */
export const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100

/** Runs wrk against one URL (loopback only) and returns its figures. */
export function runWrk(url: string, options: WrkOptions): Promise<WrkFigures> {
  const { hostname } = new URL(url)
  if (hostname !== '127.0.0.1' && hostname !== 'localhost') {
    throw new Error(`benchmarks run on loopback only, not ${hostname}`)
  }
  fs.mkdirSync(BENCH_TMP, { recursive: true })
  const script = path.join(BENCH_TMP, `wrk-${process.pid}-${Date.now()}.lua`)
  fs.writeFileSync(script, `${requestLua(options)}\n${options.lua ?? ''}\n${DONE_HOOK}`)
  const threads = Math.min(options.threads ?? 2, options.connections)
  const args = [
    `-t${threads}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    '-s',
    script,
    ...Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('error', (error) =>
      reject(new Error(`wrk could not run (npm run setup:system installs it): ${error.message}`)),
    )
    child.on('exit', (code) => {
      fs.rmSync(script, { force: true })
      const line = /WRK_JSON (\{.*\})/.exec(out)?.[1]
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}):\n${out}`))
      const r = JSON.parse(line) as Record<string, number>
      const n = (k: string) => r[k] ?? 0
      resolve({
        requests: n('requests'),
        requestsPerSecond: Math.round(n('requests') / (n('durationUs') / 1e6)),
        p50Ms: round(n('p50')),
        p90Ms: round(n('p90')),
        p99Ms: round(n('p99')),
        maxMs: round(n('max')),
        socketErrors: n('connect') + n('read') + n('write') + n('timeout'),
        connectErrors: n('connect'),
        httpErrors: n('status'),
      })
    })
  })
}

/** nginx as a child process (not a daemon) with its own configuration and files under tmp/. */
export type Nginx = { url: string; proc: ChildProcess; stop: () => Promise<void> }

/**
 * Starts nginx serving the files of `root` on a free loopback port: the machine's ceiling for a
 * page (the same bytes, with no application in the way).
 */
export async function startStaticNginx(
  root: string,
  { workers = 'auto' }: { workers?: number | 'auto' } = {},
): Promise<Nginx> {
  const port = await freePort()
  const dir = path.join(BENCH_TMP, 'nginx')
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true })
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    conf,
    `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  types { text/html html; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
  }
}
`,
  )
  const bin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  const proc = spawn(bin, ['-e', `${dir}/error.log`, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()))
  proc.on('error', (error) => console.error(`nginx could not run: ${error.message}`))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error('nginx exited at start (see tmp/bench/nginx)')
    try {
      await fetch(url)
      break
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start')
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  // Workers started by root run as nobody: a root they cannot read answers every request 403,
  // which wrk would count as the machine's speed.
  fs.writeFileSync(path.join(root, 'probe.html'), 'ok')
  const probe = await fetch(`${url}/probe.html`)
  if (probe.status !== 200) {
    proc.kill('SIGQUIT')
    throw new Error(`nginx cannot read ${root} (${probe.status}; see ${dir}/error.log)`)
  }
  return {
    url,
    proc,
    stop: async () => {
      if (proc.exitCode === null) {
        // QUIT: nginx's graceful stop of the master and its workers.
        proc.kill('SIGQUIT')
        await exited
      }
    },
  }
}

/** A process of the machine: its id, its command line, and whether it is Node itself. */
export type ProcessEntry = { pid: number; command: string; node: boolean }

/** Every process below `pid` (children first, then theirs), from /proc (Linux). */
export function descendants(pid: number): ProcessEntry[] {
  const found: ProcessEntry[] = []
  const visit = (parent: number) => {
    let tasks: string[] = []
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`)
    } catch {
      return
    }
    for (const task of tasks) {
      let children: string[] = []
      try {
        children = fs.readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').split(' ')
      } catch {
        continue
      }
      for (const child of children.filter(Boolean).map(Number)) {
        let command = ''
        try {
          command = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0').join(' ').trim()
        } catch {
          continue
        }
        // A shell's command line names every step of its script: only Node runs one.
        const program = path.basename(command.split(' ')[0] ?? '')
        found.push({ pid: child, command, node: program === 'node' })
        visit(child)
      }
    }
  }
  visit(pid)
  return found
}

/** `npm start` as a user runs it, in a process group of its own. */
export type NpmStart = {
  url: string
  /** npm's own process (the group's leader). */
  proc: ChildProcess
  startedAt: number
  output: () => string
  /** The process that serves (node dist/start.mjs), once it runs. */
  serverPid: () => number | undefined
  stop: () => Promise<void>
}

/** The public address the build in NEXT_DIST_DIR was made for (SITE_URL, or the default port's). */
export function builtSiteUrl(): string {
  const { PORT: _, ...env } = process.env
  return parseEnv({ ...env, NODE_ENV: 'production' }).siteUrl
}

/**
 * Spawns `npm start` on a free loopback port (the build must be current: npm start would build
 * otherwise), without waiting for it. Stopping sends SIGTERM to its process group, which holds
 * only what this call started.
 */
export async function spawnNpmStart(env: Record<string, string> = {}): Promise<NpmStart> {
  const port = await freePort()
  let log = ''
  const startedAt = Date.now()
  const proc = spawn('npm', ['start', '--silent'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.DATA_DIR ?? './data',
      // The address the build was made for: without it the site's address follows PORT, and a
      // build for another address is not current, so npm start would build again.
      SITE_URL: builtSiteUrl(),
      SEED: 'false',
      // A benchmark stops its server often; the drain's delay is not what it measures.
      SHUTDOWN_DELAY_MS: '0',
      // The load comes from one address: the GraphQL rate limit is not what is measured.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  for (const stream of [proc.stdout, proc.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log += chunk
    })
  }
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()))
  const serverPid = () =>
    descendants(proc.pid ?? 0).find((p) => p.node && p.command.includes('dist/start.mjs'))?.pid
  return {
    url: `http://127.0.0.1:${port}`,
    proc,
    startedAt,
    output: () => log,
    serverPid,
    stop: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null || !proc.pid) return
      try {
        process.kill(-proc.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      const killed = setTimeout(() => {
        try {
          if (proc.pid) process.kill(-proc.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 15_000)
      await exited
      clearTimeout(killed)
    },
  }
}

/** Waits until `url` answers 200 (or `ok` says so); rejects when `alive` turns false or time is up. */
export async function waitForOk(
  url: string,
  {
    alive,
    timeoutMs = 120_000,
    pollMs = 20,
  }: { alive: () => boolean; timeoutMs?: number; pollMs?: number },
): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (!alive()) throw new Error(`the server exited before ${url} answered`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      if (response.status === 200) return Date.now()
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} gave no 200 in ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/**
 * Searches no one has made before, `count` per language: words of the site's own content (its
 * snapshot), alone and in pairs, so some find much, some little and some nothing; `salt` shifts
 * the pairs so that each round asks its own.
 */
export async function unseenSearchPaths(
  base: string,
  count: number,
  salt: number,
): Promise<string[]> {
  const manifest = (await (await fetch(`${base}/_content/manifest.json`)).json()) as Record<
    string,
    string
  >
  const paths: string[] = []
  for (const [locale, prefix] of [
    ['ru', ''],
    ['en', '/en'],
  ] as const) {
    const snapshot = (await (
      await fetch(`${base}/_content/${manifest[locale]}/db.json`)
    ).json()) as { documents: { title: string; summary: string }[] }
    const words = [
      ...new Set(
        snapshot.documents
          .flatMap((d) => `${d.title} ${d.summary}`.toLowerCase().split(/[^\p{L}]+/u))
          .filter((w) => w.length >= 4),
      ),
    ]
    const queries = new Set<string>()
    for (let i = 0; queries.size < count && i < words.length * words.length; i++) {
      const a = words[i % words.length] as string
      const b = words[(i * (7 + salt * 2) + 3 + salt) % words.length] as string
      queries.add(i < words.length && salt === 0 ? a : `${a} ${b}`)
    }
    const pages = ['/search', '/news']
    for (const [i, q] of [...queries].entries()) {
      paths.push(`${prefix}${pages[i % 2]}?q=${encodeURIComponent(q)}`)
    }
  }
  return paths
}
