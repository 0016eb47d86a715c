/**
 * The several-instance topology on one machine, loopback only: a throwaway PostgreSQL server
 * (migrated and seeded), N production app instances on it (same database, same PAYLOAD_SECRET,
 * shared media directory, TRUSTED_PROXIES=127.0.0.1) and nginx in front as load balancer and shared
 * cache. `npx tsx scripts/topology/start-topology.ts [--port 8080] [--instances 2] [--build]`
 * runs it until Ctrl-C; tests/integration/own-copies/multi-instance.int.test.ts starts it through
 * `startTopology`.
 *
 * The instances serve the production build in NEXT_DIST_DIR (default .next): a build reads no
 * database, so any serves the topology's. `--build` builds it first (3–6 minutes).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { copyOfBuild, SERVER_ARGS } from '../../support/app-server'
import { startPostgres, type TestPostgres } from '../../support/postgres'

import { compileIfNeeded } from '../app/compile'
import { runBootstrap, runScript } from '../app/run'
import { nginxConfig } from './nginx-config'

export type TopologyOptions = {
  /** nginx's port; instance i listens on port + 1 + i. */
  port: number
  instances?: number
  /** Where nginx's files, the media and the instances' logs go. */
  dir: string
  /** Build (npm run build --force) before starting (slow). */
  build?: boolean
  admin?: { email: string; password: string }
  /**
   * The instances' SITE_URL: the address pages name and the one origin whose cookie sessions
   * Payload accepts (and where its admin sends its requests). nginx's address by default; a test
   * that works in one instance's admin at that instance's own address passes that address.
   */
  siteUrl?: string
  log?: (message: string) => void
}

export type Instance = {
  url: string
  proc: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

export type Topology = {
  /** nginx, the one address visitors use. */
  url: string
  instances: Instance[]
  postgres: TestPostgres
  databaseUrl: string
  dir: string
  /** nginx's access log: request, status, upstream and cache status per line. */
  accessLog: () => string
  stop: () => Promise<void>
}

const HOST = '127.0.0.1'
const START_TIMEOUT_MS = 120_000

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim()
  if (found) return found
  throw new Error(
    'nginx is not installed: run `npm run setup:system` (Debian: apt-get install nginx)',
  )
}

/** Resolves once `url` answers 2xx, or rejects when the process ends or the time is up. */
async function waitFor(url: string, proc: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${url}: process exited early:\n${output()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  let log = ''
  const proc = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const file = fs.createWriteStream(logFile)
  for (const stream of [proc.stdout, proc.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log += chunk
      file.write(chunk)
    })
  }
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()))
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGTERM')
      await exited
    }
    file.end()
  }
  return { proc, output: () => log, stop }
}

/**
 * Every folder above `dir` must let other users through, or nginx's workers fail on their cache
 * with "Permission denied" in its error log and clients see closed connections.
 */
function assertReachableByOthers(dir: string): void {
  for (let folder = path.dirname(dir); ; folder = path.dirname(folder)) {
    const mode = fs.statSync(folder).mode & 0o777
    if ((mode & 0o001) === 0) {
      throw new Error(
        `nginx's workers (user nobody) cannot reach ${dir}: ${folder} is ${mode.toString(8)}; allow others through it (chmod o+x) or choose another folder`,
      )
    }
    if (folder === path.dirname(folder)) return
  }
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const log = options.log ?? ((message: string) => console.log(`> ${message}`))
  const count = options.instances ?? 2
  const dir = path.resolve(options.dir)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const dataDir = path.join(dir, 'data')
  const distDir = process.env.NEXT_DIST_DIR ?? '.next'
  const admin = options.admin ?? {
    email: 'admin@topology.test',
    password: randomBytes(12).toString('base64url'),
  }
  const started: { stop: () => Promise<void> | void }[] = []
  const stopAll = async () => {
    for (const part of started.reverse()) await part.stop()
  }

  // Last out: the instances' copies of the build (hundreds of MB each); logs stay.
  started.push({
    stop: () => {
      for (let i = 0; i < count; i++) {
        fs.rmSync(path.join(dir, `dist-${i + 1}`), { recursive: true, force: true })
      }
    },
  })
  try {
    const postgres = await startPostgres('site')
    started.push({ stop: () => postgres.stop() })
    log(`PostgreSQL on ${postgres.url}`)
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: postgres.url,
      // Every instance signs and reads the same sessions.
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
      // Shared storage for uploads (on several machines: a shared volume, or S3).
      DATA_DIR: dataDir,
      SITE_URL: options.siteUrl ?? process.env.SITE_URL ?? `http://${HOST}:${options.port}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    }
    // Migrations and seeding run once, before any instance starts.
    await runBootstrap({ ...env, SEED: 'true' })
    if (options.build) await runScript('scripts/app/build.ts', ['--force'], env)
    if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
      throw new Error(`no production build in ${distDir}: run npm run build (or pass --build)`)
    }
    await compileIfNeeded()

    const instances: Instance[] = []
    for (let i = 0; i < count; i++) {
      const port = options.port + 1 + i
      // Each instance gets its own copy of the build, as on separate machines: Next writes the
      // pages it re-renders into its build directory, and no instance may take another's file
      // for its own cache (nor leave this run's content in the build for the next run). The data
      // cache (cache/) stays behind: it holds reads from whatever database served the build
      // before, keyed by arguments, not by database.
      const ownDist = copyOfBuild(
        path.relative(process.cwd(), path.join(dir, `dist-${i + 1}`)),
        distDir,
      )
      const child = spawnLogged(
        process.execPath,
        SERVER_ARGS,
        {
          ...env,
          NEXT_DIST_DIR: ownDist,
          HOST,
          PORT: String(port),
          SEED: 'false',
          TRUSTED_PROXIES: '127.0.0.1',
          // The load comes from one address; the GraphQL rate limit is not what is measured.
          API_RATE_LIMIT_PER_MINUTE: '1000000',
        },
        path.join(dir, `instance-${i + 1}.log`),
      )
      started.push(child)
      instances.push({ url: `http://${HOST}:${port}`, ...child })
    }
    await Promise.all(instances.map((it) => waitFor(`${it.url}/readyz`, it.proc, it.output)))
    log(`instances on ${instances.map((it) => it.url).join(', ')}`)

    const nginxDir = path.join(dir, 'nginx')
    fs.mkdirSync(nginxDir, { recursive: true })
    const conf = path.join(nginxDir, 'nginx.conf')
    fs.writeFileSync(
      conf,
      nginxConfig({
        listen: `${HOST}:${options.port}`,
        upstreams: instances.map((it) => new URL(it.url).host),
        dir: nginxDir,
      }),
    )
    // Workers run as nobody when started by root: they must reach their cache and temp files.
    if (process.getuid?.() === 0) {
      fs.chmodSync(nginxDir, 0o777)
      assertReachableByOthers(nginxDir)
    }
    const nginx = spawnLogged(
      nginxBinary(),
      ['-p', nginxDir, '-c', conf, '-g', 'daemon off;'],
      process.env,
      path.join(nginxDir, 'stderr.log'),
    )
    started.push(nginx)
    const url = `http://${HOST}:${options.port}`
    await waitFor(`${url}/healthz`, nginx.proc, nginx.output)
    log(`nginx on ${url} (config ${path.relative(process.cwd(), conf)})`)

    return {
      url,
      instances,
      postgres,
      databaseUrl: postgres.url,
      dir,
      accessLog: () => {
        const file = path.join(nginxDir, 'access.log')
        return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
      },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(option('port') ?? 8080)
  const admin = {
    email: process.env.ADMIN_EMAIL ?? 'admin@topology.test',
    password: process.env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url'),
  }
  const topology = await startTopology({
    port,
    admin,
    instances: Number(option('instances') ?? 2),
    dir: option('dir') ?? `tmp/topology-${port}`,
    build: process.argv.includes('--build'),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
  console.log(`> Admin: ${topology.url}/admin (${admin.email} / ${admin.password})`)
  console.log(`> Ready on ${topology.url} (Ctrl-C stops everything)`)
  const stop = async () => {
    await topology.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}
