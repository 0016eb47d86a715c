/**
 * What `npm run backup` and `npm run restore` share: the archive's layout and manifest, the
 * checksums, the database's migrations and the PostgreSQL client tools. Both read the server's own
 * configuration (src/config/env.ts): DATABASE_URL or DATA_DIR, and the upload folders under it.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import Database from 'libsql'
import pg from 'pg'
import { z } from 'zod'

import { ConfigError, type Env } from '../../src/config/env'
import { postgresBinDirs } from './postgres-bin'

/**
 * The archive's entries: the manifest, the database under `database/`, the media library's files
 * under `media/` and applicants' CVs under `cvs/`.
 */
export const ARCHIVE = {
  manifest: 'manifest.json',
  database: { sqlite: 'database/site.db', postgres: 'database/site.pgdump' },
  media: 'media',
  cvs: 'cvs',
} as const

/** A folder of uploaded files an archive carries: its name in the archive and on this server. */
export type UploadFolder = { entry: string; dir: string; label: string; files: string }

/** The folders of uploads a backup takes and a restore puts back. */
export function uploadFolders(env: Env): UploadFolder[] {
  return [
    { entry: ARCHIVE.media, dir: env.mediaDir, label: 'the media folder', files: 'media files' },
    { entry: ARCHIVE.cvs, dir: env.cvDir, label: "the applicants' CV folder", files: 'CV files' },
  ]
}

/** An archive's files under one upload folder. */
export function filesIn(files: ArchivedFile[], folder: UploadFolder): ArchivedFile[] {
  return files.filter((file) => file.path.startsWith(`${folder.entry}/`))
}

/** "12 media files (1.2 MB) and 2 CV files (80 KB)": what of each upload folder an archive holds. */
export function uploadCounts(env: Env, files: ArchivedFile[]): string {
  return uploadFolders(env)
    .map((folder) => {
      const held = filesIn(files, folder)
      return `${held.length} ${folder.files} (${formatBytes(totalSize(held))})`
    })
    .join(' and ')
}

export type DatabaseKind = Env['database']['kind']

const archivedFile = z.object({
  path: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
export type ArchivedFile = z.infer<typeof archivedFile>

/** The manifest: read back from an archive, so validated like any input. */
export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  node: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** Names of the migrations applied to the archived database, oldest first. */
    migrations: z.array(z.string()),
    /** pg_dump's server version (PostgreSQL only). */
    serverVersion: z.string().optional(),
  }),
  files: z.array(archivedFile),
})
export type Manifest = z.infer<typeof manifestSchema>

/** A refusal or failure the operator can act on: printed as one line, exit status 1. */
export class OpsError extends Error {
  override name = 'OpsError'
}

/** Runs a script's body: one line on stderr and status 1 for a refusal, the stack otherwise. */
export async function runScript(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body()
    process.exit(0)
  } catch (error) {
    if (error instanceof OpsError || error instanceof ConfigError) {
      console.error(`${name}: ${error.message}`)
    } else {
      console.error(`${name} failed:`, error)
    }
    process.exit(1)
  }
}

/** This build's name and version, from package.json. */
export function appVersion(): Manifest['app'] {
  const file = fileURLToPath(new URL('../../package.json', import.meta.url))
  const { name, version } = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest['app']
  return { name, version }
}

/** A file's SHA-256, hex. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** The regular files under `dir` (symbolic links left out), relative to it with `/`, sorted. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll(path.sep, '/'),
    )
    .sort()
}

/** Size and checksum of each file (paths relative to `base`). */
export async function describeFiles(base: string, paths: string[]): Promise<ArchivedFile[]> {
  const described: ArchivedFile[] = []
  for (const rel of paths) {
    const file = path.join(base, rel)
    described.push({ path: rel, size: fs.statSync(file).size, sha256: await sha256File(file) })
  }
  return described
}

// Payload's own record of what ran; batch -1 marks a development `push`, not a migration.
const APPLIED_MIGRATIONS = 'select name from payload_migrations where batch > 0 order by id'

/** The collections whose row counts a restore reports (their tables, as Payload names them). */
const COUNTED_TABLES = ['pages', 'posts', 'media', 'callback_requests', 'users'] as const
export type TableCounts = Partial<Record<(typeof COUNTED_TABLES)[number], number>>

/** A SQLite database file, read only: its applied migrations and the row counts restore reports. */
export function inspectSqlite(file: string): { migrations: string[]; counts: TableCounts } {
  const db = new Database(file, { readonly: true })
  try {
    const tables = new Set(
      (
        db.prepare("select name from sqlite_master where type = 'table'").all() as {
          name: string
        }[]
      ).map((row) => row.name),
    )
    const migrations = tables.has('payload_migrations')
      ? (db.prepare(APPLIED_MIGRATIONS).all() as { name: string }[]).map((row) => row.name)
      : []
    const counts: TableCounts = {}
    for (const table of COUNTED_TABLES) {
      if (!tables.has(table)) continue
      counts[table] = (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n
    }
    return { migrations, counts }
  } finally {
    db.close()
  }
}

/** Runs `fn` with a connected client of the configured PostgreSQL database. */
export async function withPostgres<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
  } catch (error) {
    throw new OpsError(`cannot reach PostgreSQL: ${(error as Error).message}`)
  }
  try {
    return await fn(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** A PostgreSQL database's applied migrations, its user tables and the row counts restore reports. */
export async function inspectPostgres(
  client: pg.Client,
): Promise<{ migrations: string[]; tables: number; counts: TableCounts; serverVersion: string }> {
  const { rows: tableRows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
  )
  const tables = new Set(tableRows.map((row) => row.name))
  const migrations = tables.has('payload_migrations')
    ? (await client.query<{ name: string }>(APPLIED_MIGRATIONS)).rows.map((row) => row.name)
    : []
  const counts: TableCounts = {}
  for (const table of COUNTED_TABLES) {
    if (!tables.has(table)) continue
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from "${table}"`)
    counts[table] = rows[0]?.n ?? 0
  }
  const { rows } = await client.query<{ server_version: string }>('show server_version')
  return { migrations, tables: tables.size, counts, serverVersion: rows[0]?.server_version ?? '' }
}

/**
 * pg_dump or pg_restore for a server of this major version: the same major's, else the oldest
 * newer one installed (a client refuses a newer server), else whichever is on PATH.
 */
export function postgresTool(tool: 'pg_dump' | 'pg_restore', serverMajor: number): string {
  const usable = postgresBinDirs()
    .filter(({ major, dir }) => major >= serverMajor && fs.existsSync(path.join(dir, tool)))
    .sort((a, b) => a.major - b.major)
  return usable[0] ? path.join(usable[0].dir, tool) : tool
}

/** The major version in `show server_version` ("16.4 (Debian 16.4-1)" → 16). */
export function postgresMajor(serverVersion: string): number {
  return Number.parseInt(serverVersion, 10)
}

/**
 * Runs a PostgreSQL client tool on the database at `url`; the password goes through the
 * environment, not the command line other users can read in the process list.
 */
export function runPostgresTool(binary: string, args: string[], url: string): Promise<void> {
  const target = new URL(url)
  const password = decodeURIComponent(target.password)
  target.password = ''
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [...args, `--dbname=${target.toString()}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', (error) =>
      reject(new OpsError(`cannot run ${binary}: ${error.message} (install postgresql-client)`)),
    )
    child.on('exit', (code) => {
      if (code === 0) resolve()
      else reject(new OpsError(`${path.basename(binary)} failed: ${stderr.trim().split('\n')[0]}`))
    })
  })
}

/** "12.3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}

/** Seconds since `start` (a performance.now() reading), "1.4 s". */
export function elapsed(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`
}

/** The total size of some archived files. */
export function totalSize(files: ArchivedFile[]): number {
  return files.reduce((sum, file) => sum + file.size, 0)
}
