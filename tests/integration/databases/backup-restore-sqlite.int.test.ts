/**
 * `npm run backup` and `npm run restore` on embedded SQLite, as separate processes: the archive of
 * a site with a post, an upload, a CV and a callback request, restored into a fresh data folder, is
 * served by Payload there; a restore refuses a folder that holds data (unless --force), a damaged
 * archive and one from a newer schema, and writes nothing then.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase } from '@/cms/database-lifecycle'
import { committedMigrations } from '@/cms/prepared-database'
import type { Manifest } from '../../../scripts/ops/site-archive'
import {
  alteredArchive,
  createSiteContent,
  expectSiteContent,
  freshDataDir,
  payloadOn,
  readArchive,
  runOps,
  type SiteContent,
} from '../../helpers/backup-scenario'
import { payloadFor, removeDataDir } from '../../helpers/db-scenario'

describe('backup and restore on SQLite', () => {
  let source: Payload
  let restored: Payload | undefined
  let sourceDir: string
  let content: SiteContent
  const restoredDir = freshDataDir()
  const refusedDir = freshDataDir()
  const archive = path.join(freshDataDir(), 'site.tar.gz')

  beforeAll(async () => {
    ;({ payload: source, dataDir: sourceDir } = await payloadFor())
    content = await createSiteContent(source)
  })
  afterAll(async () => {
    if (source) await closeDatabase(source)
    if (restored) await closeDatabase(restored)
    for (const dir of [sourceDir, restoredDir, refusedDir, path.dirname(archive)])
      removeDataDir(dir)
  })

  it('backs up the database, the uploads and a manifest into one archive', async () => {
    const run = await runOps('backup', ['--out', archive], { dataDir: sourceDir })
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(archive)
    const { entries, manifest } = await readArchive(archive)
    expect(entries).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'database/site.db',
        `media/${content.media.filename}`,
        `cvs/${content.cv.filename}`,
      ]),
    )
    expect(manifest.database).toEqual({ kind: 'sqlite', migrations: committedMigrations('sqlite') })
    expect(manifest.files).toContainEqual({
      path: `media/${content.media.filename}`,
      size: expect.any(Number),
      sha256: content.media.sha256,
    })
    expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600')
  })

  it('restores into an empty data folder and says what it restored', async () => {
    const run = await runOps('restore', [archive], { dataDir: restoredDir })
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/posts 1, media 1, callback_requests 1/)
    expect(run.stdout).toMatch(/\d+ media files .* and 1 CV files .* in \d+\.\d s/)
  })

  it('refuses a data folder that holds data, unless --force', async () => {
    const refused = await runOps('restore', [archive], { dataDir: restoredDir })
    expect(refused.code).toBe(1)
    expect(refused.stderr.trim().split('\n')).toHaveLength(1)
    expect(refused.stderr).toMatch(/site\.db and the media folder .* are not empty.*--force/)
    const forced = await runOps('restore', [archive, '--force'], { dataDir: restoredDir })
    expect(forced.code, forced.stderr).toBe(0)
  })

  it('serves the restored post, callback request and upload through Payload', async () => {
    restored = await payloadOn({ dataDir: restoredDir })
    expect(restored).not.toBe(source)
    await expectSiteContent(restored, content, restoredDir)
  })

  it('refuses an archive whose file does not match its checksum, writing nothing', async () => {
    const damaged = await alteredArchive(archive, (dir) => {
      const file = path.join(dir, 'media', content.media.filename)
      const bytes = fs.readFileSync(file)
      bytes[0] = (bytes[0] ?? 0) ^ 0xff
      fs.writeFileSync(file, bytes)
    })
    const run = await runOps('restore', [damaged], { dataDir: refusedDir })
    expect(run.code).toBe(1)
    expect(run.stderr.trim()).toBe(
      `restore: the archive is damaged: media/${content.media.filename} does not match its checksum`,
    )
    expect(fs.readdirSync(refusedDir)).toEqual([])
  })

  it('refuses an archive from a newer schema', async () => {
    const newer = await alteredArchive(archive, (dir) => {
      const file = path.join(dir, 'manifest.json')
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
      manifest.database.migrations.push('20991231_000000_from_the_future')
      fs.writeFileSync(file, JSON.stringify(manifest))
    })
    const run = await runOps('restore', [newer], { dataDir: refusedDir })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/newer schema .*20991231_000000_from_the_future/)
    expect(fs.readdirSync(refusedDir)).toEqual([])
  })
})
