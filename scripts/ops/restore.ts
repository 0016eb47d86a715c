/**
 * `npm run restore -- ARCHIVE [--force]`: puts an archive of `npm run backup` back, into the
 * database and the media and CV folders the server is configured with. It refuses a database or
 * folder that holds anything unless --force (which replaces them; stop the server first), a damaged
 * archive (a file missing, extra or unlike its checksum), an archive of the other database kind,
 * and one from a newer schema (a migration this build does not know). The server's next start
 * applies this build's migrations the archive lacks.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import * as tar from 'tar'

import { committedMigrations } from '../../src/cms/prepared-database'
import { type Env, parseEnv } from '../../src/config/env'
import {
  createPrivateFolder,
  keepDataPrivate,
  PRIVATE_UMASK,
} from '../../src/config/private-folder'
import {
  ARCHIVE,
  elapsed,
  filesUnder,
  formatBytes,
  inspectPostgres,
  inspectSqlite,
  type Manifest,
  manifestSchema,
  OpsError,
  postgresMajor,
  postgresTool,
  runPostgresTool,
  runScript,
  sha256File,
  type TableCounts,
  type UploadFolder,
  uploadCounts,
  uploadFolders,
  withPostgres,
} from './site-archive'

/** `"site" on 127.0.0.1:5432`: the database a URL names, without its password. */
function postgresName(url: string): string {
  const u = new URL(url)
  return `"${decodeURIComponent(u.pathname.slice(1))}" on ${u.host}`
}

/** What of the restore's target already holds data, e.g. "the media folder /srv/data/media". */
async function occupied(env: Env): Promise<string[]> {
  const found: string[] = []
  if (env.database.kind === 'sqlite') {
    const { file } = env.database
    // The server creates an empty file before SQLite opens it (src/cms/db.ts): empty is empty.
    const size = (suffix: string) =>
      fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : 0
    if (size('') > 0 || size('-wal') > 0) found.push(`the database ${file}`)
  } else {
    const { tables } = await withPostgres(env.database.url, inspectPostgres)
    if (tables > 0) found.push(`the database ${postgresName(env.database.url)}`)
  }
  for (const folder of uploadFolders(env)) {
    if (fs.existsSync(folder.dir) && fs.readdirSync(folder.dir).length > 0) {
      found.push(`${folder.label} ${folder.dir}`)
    }
  }
  return found
}

/** Unpacks the archive into `dir`, then checks every file against the manifest. */
async function unpack(archive: string, dir: string): Promise<Manifest> {
  try {
    // Only files and folders: a link in an archive could point anywhere on this machine.
    await tar.x({
      file: archive,
      cwd: dir,
      strict: true,
      filter: (_path, entry) => 'type' in entry && ['File', 'Directory'].includes(entry.type),
    })
  } catch (error) {
    throw new OpsError(`cannot read ${archive} as a backup archive: ${(error as Error).message}`)
  }
  let manifest: Manifest
  try {
    const text = fs.readFileSync(path.join(dir, ARCHIVE.manifest), 'utf8')
    manifest = manifestSchema.parse(JSON.parse(text))
  } catch (error) {
    throw new OpsError(`${archive} has no valid ${ARCHIVE.manifest}: ${(error as Error).message}`)
  }
  const listed = new Set(manifest.files.map((file) => file.path))
  const extra = filesUnder(dir).filter((file) => file !== ARCHIVE.manifest && !listed.has(file))
  if (extra.length > 0)
    throw new OpsError(`the archive is damaged: ${extra[0]} is not in its manifest`)
  for (const file of manifest.files) {
    const on = path.join(dir, file.path)
    if (!fs.existsSync(on)) throw new OpsError(`the archive is damaged: ${file.path} is missing`)
    if (fs.statSync(on).size !== file.size || (await sha256File(on)) !== file.sha256) {
      throw new OpsError(`the archive is damaged: ${file.path} does not match its checksum`)
    }
  }
  return manifest
}

/** Refuses an archive this build cannot serve: the other database, or a newer schema. */
async function assertCompatible(manifest: Manifest, env: Env): Promise<void> {
  const { kind, migrations } = manifest.database
  if (kind !== env.database.kind) {
    throw new OpsError(
      `the archive holds a ${kind} database and this server is configured for ${env.database.kind} (DATABASE_URL)`,
    )
  }
  const known = new Set(committedMigrations(kind))
  const unknown = migrations.filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw new OpsError(
      `the archive comes from a newer schema (migrations this build lacks: ${unknown.join(', ')}); restore it with ${manifest.app.name} ${manifest.app.version} or later`,
    )
  }
}

/** Renames, or copies when the target is on another disk (a DATABASE_URL=file: elsewhere). */
function move(from: string, to: string): void {
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    fs.cpSync(from, to, { recursive: true })
    fs.rmSync(from, { recursive: true })
  }
}

async function restoreDatabase(unpacked: string, env: Env, force: boolean): Promise<TableCounts> {
  const dump = path.join(unpacked, ARCHIVE.database[env.database.kind])
  if (env.database.kind === 'sqlite') {
    const { file } = env.database
    createPrivateFolder(path.dirname(file))
    if (force) {
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        fs.rmSync(file + suffix, { force: true })
    }
    move(dump, file)
    return inspectSqlite(file).counts
  }
  const { url } = env.database
  const serverVersion = await withPostgres(url, async (client) => {
    // Payload keeps everything in the public schema.
    if (force) await client.query('drop schema public cascade; create schema public')
    return (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? ''
  })
  const pgRestore = postgresTool('pg_restore', postgresMajor(serverVersion))
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dump]
  await runPostgresTool(pgRestore, args, url)
  return (await withPostgres(url, inspectPostgres)).counts
}

/** An upload folder of the archive into its place (an archive made before CVs has none). */
function restoreFolder(unpacked: string, folder: UploadFolder, force: boolean): void {
  if (force) fs.rmSync(folder.dir, { recursive: true, force: true })
  const archived = path.join(unpacked, folder.entry)
  if (!fs.existsSync(archived)) {
    createPrivateFolder(folder.dir)
    return
  }
  // An empty folder left by a server's start is taken as empty (occupied() said so).
  if (fs.existsSync(folder.dir)) fs.rmdirSync(folder.dir)
  move(archived, folder.dir)
}

await runScript('restore', async () => {
  const started = performance.now()
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  const [given] = positionals
  if (!given || positionals.length > 1)
    throw new OpsError('usage: npm run restore -- ARCHIVE [--force]')
  const archive = path.resolve(given)
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) {
    throw new OpsError(`no archive at ${archive}`)
  }
  const env = parseEnv()
  if (!values.force) {
    const taken = await occupied(env)
    if (taken.length > 0) {
      throw new OpsError(
        `refusing to restore over data: ${taken.join(' and ')} ${taken.length > 1 ? 'are' : 'is'} not empty (add --force to replace)`,
      )
    }
  }
  process.umask(PRIVATE_UMASK)
  createPrivateFolder(env.dataDir)
  // Unpacked inside the data folder: the upload folders are then moved into place, not copied.
  const unpacked = fs.mkdtempSync(path.join(env.dataDir, '.restore-'))
  try {
    const manifest = await unpack(archive, unpacked)
    await assertCompatible(manifest, env)
    const counts = await restoreDatabase(unpacked, env, values.force)
    for (const folder of uploadFolders(env)) restoreFolder(unpacked, folder, values.force)
    keepDataPrivate(env)
    const database = manifest.files.find(
      (file) => file.path === ARCHIVE.database[env.database.kind],
    )
    const where =
      env.database.kind === 'sqlite' ? env.database.file : postgresName(env.database.url)
    const rows = Object.entries(counts).map(([table, n]) => `${table} ${n}`)
    console.log(
      `Restored the database to ${where} (${formatBytes(database?.size ?? 0)}; ${rows.join(', ')}) ` +
        `and ${uploadCounts(env, manifest.files)} to ${env.dataDir}, ` +
        `from a backup of ${manifest.createdAt} (${manifest.app.name} ${manifest.app.version}, ` +
        `${manifest.database.migrations.length} migrations) in ${elapsed(started)}`,
    )
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
  }
})
