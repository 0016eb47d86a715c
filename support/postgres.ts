import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { postgresBinDirs } from '../scripts/ops/postgres-bin'

/** A PostgreSQL server started for one test run: throwaway data directory, 127.0.0.1 only. */
export type TestPostgres = {
  url: string
  port: number
  dataDir: string
  /** Stops the server and removes its data. */
  stop: () => void
  /** Stops the server, keeping its data (a database outage). */
  pause: () => void
  /** Starts a paused server again on the same port. */
  resume: () => void
}

function postgresBinDir(): string {
  const found = postgresBinDirs().find(({ dir }) => fs.existsSync(path.join(dir, 'initdb')))
  if (found) return found.dir
  throw new Error(
    'PostgreSQL is not installed: run `npm run setup:system` (Debian: apt-get install postgresql)',
  )
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Runs a PostgreSQL binary; as root it runs as the `postgres` user, which initdb requires. */
function run(bin: string, args: string[], asPostgres: boolean): void {
  const [cmd, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  const result = spawnSync(cmd, argv, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`)
  }
}

/** Starts a fresh PostgreSQL cluster and creates one database in it. */
export async function startPostgres(database = 'site'): Promise<TestPostgres> {
  const bin = postgresBinDir()
  const asPostgres = process.getuid?.() === 0
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'))
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-sock-'))
  if (asPostgres) {
    execFileSync('chown', ['postgres:postgres', dataDir, socketDir])
  }
  const port = await freePort()
  run(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
    asPostgres,
  )
  const pgCtl = path.join(bin, 'pg_ctl')
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${socketDir} -c fsync=off -c full_page_writes=off`
  const logFile = path.join(dataDir, 'server.log')
  const start = () =>
    run(
      pgCtl,
      ['-D', dataDir, '-w', '-t', '30', '-l', logFile, '-o', serverOptions, 'start'],
      asPostgres,
    )
  const pause = () => run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], asPostgres)
  start()
  run(
    path.join(bin, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database],
    asPostgres,
  )
  const stop = () => {
    try {
      pause()
    } catch {
      // already stopped
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(socketDir, { recursive: true, force: true })
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    dataDir,
    stop,
    pause,
    resume: start,
  }
}
