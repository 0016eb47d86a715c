import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import * as tar from 'tar'
import { expect, vi } from 'vitest'

import type { Manifest } from '../../scripts/ops/site-archive'
import { pdfFile } from './cv-files'

/** Where a site keeps its data: the data folder (media, SQLite) and a PostgreSQL database, if any. */
export type Storage = { dataDir: string; databaseUrl?: string }

/** A fresh data folder under the system's temporary folder. */
export function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
}

/** Runs `npm run backup` or `npm run restore` (the same script, without npm) on `storage`. */
export function runOps(
  script: 'backup' | 'restore',
  args: string[],
  storage: Storage,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _inherited, ...env } = process.env
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/ops/${script}.ts`, ...args],
      {
        env: {
          ...env,
          DATA_DIR: storage.dataDir,
          ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/** What the scenario wrote: one document of each kind a backup must carry. */
export type SiteContent = {
  post: { id: number; title: string }
  callback: { id: number; phone: string }
  media: { id: number; filename: string; sha256: string }
  cv: { id: number; filename: string; sha256: string }
}

/**
 * A published post, an uploaded image (through the Local API, as the admin uploads), an applicant's
 * CV and a callback request.
 */
export async function createSiteContent(payload: Payload): Promise<SiteContent> {
  const title = 'Резервная копия сохранила эту новость'
  const post = await payload.create({
    collection: 'posts',
    locale: 'ru',
    data: { title, type: 'news', publishedAt: '2026-11-20T10:00:00.000Z', _status: 'published' },
  })
  const png = await sharp({
    create: { width: 48, height: 32, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    locale: 'ru',
    data: { alt: 'Синий прямоугольник' },
    file: { data: png, mimetype: 'image/png', name: 'backup-check.png', size: png.length },
  })
  const phone = '+74951230099'
  const callback = await payload.create({
    collection: 'callback-requests',
    data: {
      name: 'Пётр',
      phone,
      status: 'new',
      notification: 'pending',
      consent: { agreed: true },
    },
  })
  const pdf = pdfFile('Backup check')
  const cv = await payload.create({
    collection: 'application-cvs',
    data: {},
    file: { data: pdf, mimetype: 'application/pdf', name: 'backup-cv.pdf', size: pdf.length },
  })
  if (!media.filename || !cv.filename) throw new Error('an upload has no file name')
  return {
    post: { id: post.id, title },
    callback: { id: callback.id, phone },
    media: { id: media.id, filename: media.filename, sha256: sha256(png) },
    cv: { id: cv.id, filename: cv.filename, sha256: sha256(pdf) },
  }
}

/**
 * A Payload instance on other storage, in this process: the config reads its environment once
 * per module graph, so the graph is made anew and the instance cached under its own key.
 */
export async function payloadOn(storage: Storage): Promise<Payload> {
  process.env.DATA_DIR = storage.dataDir
  if (storage.databaseUrl) process.env.DATABASE_URL = storage.databaseUrl
  else delete process.env.DATABASE_URL
  vi.resetModules()
  const { default: config } = await import('@/cms/payload.config')
  return getPayload({ config, key: `restored:${storage.dataDir}` })
}

/** The scenario's content, read back through Payload, and the uploads' files with their checksums. */
export async function expectSiteContent(
  payload: Payload,
  content: SiteContent,
  dataDir: string,
): Promise<void> {
  const mediaDir = path.join(dataDir, 'media')
  const post = await payload.findByID({ collection: 'posts', id: content.post.id, locale: 'ru' })
  expect(post.title).toBe(content.post.title)
  expect(post._status).toBe('published')
  const callback = await payload.findByID({
    collection: 'callback-requests',
    id: content.callback.id,
  })
  expect(callback.phone).toBe(content.callback.phone)
  const media = await payload.findByID({ collection: 'media', id: content.media.id })
  expect(media.filename).toBe(content.media.filename)
  const file = path.join(mediaDir, content.media.filename)
  expect(sha256(fs.readFileSync(file))).toBe(content.media.sha256)
  // The generated sizes came along too.
  for (const size of Object.values(media.sizes ?? {})) {
    if (size?.filename) expect(fs.existsSync(path.join(mediaDir, size.filename))).toBe(true)
  }
  const cv = await payload.findByID({ collection: 'application-cvs', id: content.cv.id })
  expect(cv.filename).toBe(content.cv.filename)
  const cvFile = path.join(dataDir, 'cvs', content.cv.filename)
  expect(sha256(fs.readFileSync(cvFile))).toBe(content.cv.sha256)
}

/** A copy of `archive` with `change` applied to its unpacked files (a damaged or foreign archive). */
export async function alteredArchive(
  archive: string,
  change: (dir: string) => void,
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-archive-'))
  await tar.x({ file: archive, cwd: dir })
  change(dir)
  const out = `${archive.replace(/\.tar\.gz$/, '')}-altered-${path.basename(dir)}.tar.gz`
  await tar.c({ cwd: dir, file: out, gzip: true }, fs.readdirSync(dir))
  fs.rmSync(dir, { recursive: true, force: true })
  return out
}

/** The entries of an archive, and its manifest. */
export async function readArchive(
  archive: string,
): Promise<{ entries: string[]; manifest: Manifest }> {
  const entries: string[] = []
  const manifest: Buffer[] = []
  await tar.t({
    file: archive,
    onReadEntry: (entry) => {
      entries.push(entry.path)
      if (entry.path === 'manifest.json') entry.on('data', (chunk: Buffer) => manifest.push(chunk))
    },
  })
  return { entries, manifest: JSON.parse(Buffer.concat(manifest).toString('utf8')) as Manifest }
}
