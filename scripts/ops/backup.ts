/**
 * `npm run backup [-- --out FILE]`: one .tar.gz of the database (SQLite through VACUUM INTO, a
 * consistent copy while the server runs; PostgreSQL through pg_dump's custom format), the media
 * and CV folders and a manifest (versions, migrations, sizes, checksums). Default output:
 * DATA_DIR/backups/site-<UTC time>.tar.gz. docs/operations.md says how to schedule and keep them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import Database from 'libsql'
import * as tar from 'tar'

import { parseEnv } from '../../src/config/env'
import { createPrivateFolder, PRIVATE_UMASK } from '../../src/config/private-folder'
import {
  ARCHIVE,
  appVersion,
  describeFiles,
  elapsed,
  filesUnder,
  formatBytes,
  inspectPostgres,
  inspectSqlite,
  type Manifest,
  OpsError,
  postgresMajor,
  postgresTool,
  runPostgresTool,
  runScript,
  uploadCounts,
  uploadFolders,
  withPostgres,
} from './site-archive'

/** `site-2026-12-05T07-19-46Z.tar.gz`: sortable, and without the colons some file systems refuse. */
function defaultArchiveName(now: Date): string {
  return `site-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`
}

await runScript('backup', async () => {
  const started = performance.now()
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const env = parseEnv()
  const now = new Date()
  const out = path.resolve(values.out ?? path.join(env.dataDir, 'backups', defaultArchiveName(now)))
  // The archive holds staff accounts and callers' phone numbers: the owner's alone, as DATA_DIR.
  process.umask(PRIVATE_UMASK)
  createPrivateFolder(path.dirname(out))
  // Staged beside the archive (the same disk), not in /tmp, which may be a small tmpfs.
  const staging = fs.mkdtempSync(path.join(path.dirname(out), '.backup-'))
  try {
    const database = ARCHIVE.database[env.database.kind]
    fs.mkdirSync(path.join(staging, path.dirname(database)))
    let migrations: string[]
    let serverVersion: string | undefined
    if (env.database.kind === 'sqlite') {
      if (!fs.existsSync(env.database.file) || fs.statSync(env.database.file).size === 0) {
        throw new OpsError(`no database at ${env.database.file}: nothing to back up`)
      }
      const db = new Database(env.database.file, { readonly: true })
      try {
        db.prepare('VACUUM INTO ?').run(path.join(staging, database))
      } finally {
        db.close()
      }
      migrations = inspectSqlite(path.join(staging, database)).migrations
    } else {
      const { url } = env.database
      // Read before the dump: a migration between the two would show as a dump newer than its list.
      const state = await withPostgres(url, inspectPostgres)
      migrations = state.migrations
      serverVersion = state.serverVersion
      const pgDump = postgresTool('pg_dump', postgresMajor(serverVersion))
      const args = ['--format=custom', '--no-owner', '--no-privileges']
      await runPostgresTool(pgDump, [...args, `--file=${path.join(staging, database)}`], url)
    }
    // Each upload folder is read in place, through a link: no second copy of every upload.
    const uploads = uploadFolders(env).flatMap((folder) => {
      const files = filesUnder(folder.dir).map((file) => `${folder.entry}/${file}`)
      if (files.length > 0) fs.symlinkSync(folder.dir, path.join(staging, folder.entry))
      return files
    })
    const files = await describeFiles(staging, [database, ...uploads])
    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      app: appVersion(),
      node: process.version,
      database: { kind: env.database.kind, migrations, serverVersion },
      files,
    }
    fs.writeFileSync(path.join(staging, ARCHIVE.manifest), `${JSON.stringify(manifest, null, 2)}\n`)
    // Written under another name, then renamed: a half-written archive never has the final name.
    const partial = path.join(staging, 'archive.partial')
    await tar.c({ cwd: staging, file: partial, gzip: true, portable: true }, [
      ARCHIVE.manifest,
      ...files.map((file) => file.path),
    ])
    fs.renameSync(partial, out)
    const [db] = files
    console.log(
      `Backed up the ${env.database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database ` +
        `(${formatBytes(db?.size ?? 0)}, ${migrations.length} migrations), ${uploadCounts(env, files)} ` +
        `to ${out} (${formatBytes(fs.statSync(out).size)}) in ${elapsed(started)}`,
    )
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
})
