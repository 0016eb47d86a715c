/**
 * `npm run backup` and `npm run restore` on PostgreSQL, as separate processes (pg_dump and
 * pg_restore of the server's own version): the archive of a site with a post, an upload and a
 * callback request, restored into another, empty database and a fresh data folder, is served by
 * Payload there; a database that holds tables is refused unless --force. The checks of the archive
 * itself (checksums, schema) are the same code as on SQLite, tested there.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase } from '@/cms/database-lifecycle'
import { committedMigrations } from '@/cms/prepared-database'
import { closeLiveBus } from '@/events/bus'
import { startPostgres, type TestPostgres } from '../../../support/postgres'
import {
  createSiteContent,
  expectSiteContent,
  freshDataDir,
  payloadOn,
  readArchive,
  runOps,
  type SiteContent,
  type Storage,
} from '../../helpers/backup-scenario'
import { payloadFor, removeDataDir } from '../../helpers/db-scenario'

describe('backup and restore on PostgreSQL', () => {
  let server: TestPostgres
  let source: Payload
  let restored: Payload | undefined
  let sourceDir: string
  let content: SiteContent
  let target: Storage
  const archive = path.join(freshDataDir(), 'site.tar.gz')

  beforeAll(async () => {
    server = await startPostgres()
    ;({ payload: source, dataDir: sourceDir } = await payloadFor(server.url))
    content = await createSiteContent(source)
    const admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
    await admin.query('create database restored')
    await admin.end()
    target = { dataDir: freshDataDir(), databaseUrl: server.url.replace(/\/site$/, '/restored') }
  })
  afterAll(async () => {
    if (source) await closeDatabase(source)
    if (restored) await closeDatabase(restored)
    // The process's one bus (the post's hooks opened it): closed before its server stops.
    await closeLiveBus()
    for (const dir of [sourceDir, target?.dataDir, path.dirname(archive)]) removeDataDir(dir)
    server?.stop()
  })

  it('backs up the database (pg_dump), the uploads and a manifest into one archive', async () => {
    const run = await runOps('backup', ['--out', archive], {
      dataDir: sourceDir,
      databaseUrl: server.url,
    })
    expect(run.code, run.stderr).toBe(0)
    const { entries, manifest } = await readArchive(archive)
    expect(entries).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'database/site.pgdump',
        `media/${content.media.filename}`,
      ]),
    )
    expect(manifest.database).toEqual({
      kind: 'postgres',
      migrations: committedMigrations('postgres'),
      serverVersion: expect.stringMatching(/^\d+/),
    })
  })

  it('restores into an empty database, refuses it once it holds data, unless --force', async () => {
    const run = await runOps('restore', [archive], target)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/"restored" on .*posts 1, media 1, callback_requests 1/)
    const refused = await runOps('restore', [archive], target)
    expect(refused.code).toBe(1)
    expect(refused.stderr.trim()).toMatch(/^restore: .*database "restored" .* not empty.*--force/)
    // The media folder is emptied: the database alone is reason enough to refuse.
    fs.rmSync(path.join(target.dataDir, 'media'), { recursive: true })
    expect((await runOps('restore', [archive], target)).code).toBe(1)
    const forced = await runOps('restore', [archive, '--force'], target)
    expect(forced.code, forced.stderr).toBe(0)
  })

  it('serves the restored post, callback request and upload through Payload', async () => {
    restored = await payloadOn(target)
    expect(restored.db.name).toBe('postgres')
    await expectSiteContent(restored, content, target.dataDir)
  })
})
