/**
 * Server step: the build's scripts and style sheets (`/_next/static/…`) in the compressed copies
 * the build made of them (scripts/app/precompress.ts): Brotli at its best quality where the
 * browser takes it, else gzip, kept in memory once read (bounded in bytes: BUILD_FILE_CACHE).
 * Next would gzip each one again on every request (5–10 ms of a core for a large chunk, while the
 * browser lays out the page, on one machine as in a phone's first visit to a small server), and
 * never sends Brotli. A file without a copy (a development build, an image, a coding the browser
 * refuses) goes on to Next as before.
 */
import fs from 'node:fs'
import type { OutgoingHttpHeaders } from 'node:http'
import path from 'node:path'

import { BUILD_FILE_CACHE } from '@/config/constants'
import { BoundedCache } from '@/lib/bounded-cache'
import { preferredCoding } from './accept-encoding'
import { matchesTag } from './conditional-get'
import { fileUnder } from './file-under'
import { isRead, type RequestStep, type ServerRequest, type StepResult } from './request-steps'

/** Where Next serves its build's files. */
export const BUILD_FILES_PATH = '/_next/static'

/** The types the build compresses ahead, with Next's own content types for them. */
export const PRECOMPRESSED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/** The codings made ahead, best first, and the suffix of each copy. */
export const PRECOMPRESSED_CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const

/** Build files never change under their name (it carries their hash), as Next says too. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The build's folder of files served at BUILD_FILES_PATH. */
export const buildFilesRoot = (distDir = process.env.NEXT_DIST_DIR ?? '.next'): string =>
  path.resolve(distDir, 'static')

/** One compressed copy of a file: its coding, its bytes and its tag. */
export type Copy = { coding: string; body: Buffer; etag: string }

/**
 * The compressed copies of `file` on disk, best coding first; none when the file itself is
 * missing. The build writes them after the last change to the file (scripts/app/next-build.ts).
 */
export async function readCopies(file: string): Promise<Copy[]> {
  const original = await fs.promises.stat(file).catch(() => undefined)
  if (!original?.isFile()) return []
  const copies = await Promise.all(
    PRECOMPRESSED_CODINGS.map(async ({ coding, suffix }): Promise<Copy | undefined> => {
      const stat = await fs.promises.stat(file + suffix).catch(() => undefined)
      if (!stat?.isFile()) return undefined
      const body = await fs.promises.readFile(file + suffix)
      const etag = `"${body.length.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}-${coding}"`
      return { coding, body, etag }
    }),
  )
  return copies.filter((copy) => copy !== undefined)
}

/** The copy to send for this `Accept-Encoding`: the coding rated highest (the first on a tie). */
export function chooseCopy(
  copies: readonly Copy[],
  acceptEncoding: string | string[] | undefined,
): Copy | undefined {
  const coding = preferredCoding(
    acceptEncoding,
    copies.map((copy) => copy.coding),
  )
  return copies.find((copy) => copy.coding === coding)
}

/** Step: a build file in its compressed copy, when there is one the browser takes. */
export function serveBuildFiles(root = buildFilesRoot()): RequestStep {
  const kept = new BoundedCache<string, Copy[]>({
    maxBytes: BUILD_FILE_CACHE.maxBytes,
    maxEntries: BUILD_FILE_CACHE.entries,
  })
  // A file without copies is kept too (as none), so that it is not looked for again.
  const read = async (file: string): Promise<Copy[]> => {
    const copies = await readCopies(file)
    const bytes = copies.reduce((sum, copy) => sum + copy.body.length, file.length)
    if (bytes <= BUILD_FILE_CACHE.maxEntryBytes) kept.set(file, copies, bytes)
    return copies
  }
  const answer = (request: ServerRequest, file: string, copies: readonly Copy[]): StepResult => {
    const { req, res } = request
    const copy = chooseCopy(copies, req.headers['accept-encoding'])
    if (!copy) return 'next'
    const headers: OutgoingHttpHeaders = {
      'cache-control': IMMUTABLE,
      etag: copy.etag,
      vary: 'Accept-Encoding',
    }
    if (matchesTag(req.headers['if-none-match'], copy.etag)) {
      res.writeHead(304, headers)
      res.end()
      return 'answered'
    }
    res.writeHead(200, {
      ...headers,
      'content-type': PRECOMPRESSED_TYPES[path.extname(file)] as string,
      'content-encoding': copy.coding,
      'content-length': String(copy.body.length),
    })
    res.end(req.method === 'HEAD' ? undefined : copy.body)
    return 'answered'
  }
  return (request) => {
    const { req, path: urlPath } = request
    if (!isRead(req) || !urlPath.startsWith(`${BUILD_FILES_PATH}/`)) return 'next'
    const file = fileUnder(urlPath, BUILD_FILES_PATH, root, PRECOMPRESSED_TYPES)
    if (!file) return 'next'
    const known = kept.get(file)
    if (known) return answer(request, file, known)
    return read(file).then((copies) => answer(request, file, copies))
  }
}
