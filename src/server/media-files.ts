/**
 * Server step: the media library's images and documents (`/api/media/file/…`, the addresses the
 * pages name) straight from DATA_DIR/media, with validators, instead of through Payload's REST
 * handler. Payload answers each one with no `Cache-Control`, no `ETag` and no `Last-Modified`, so a
 * browser downloads every image again on every page, and each answer costs ~7 ms of a core (the
 * team page names 80 portraits): 141 req/s for a 6 KB image.
 *
 * Media are public (`read: anyone`: Payload's answer is the file, whoever asks). An address does
 * not name its content, though: a focal point moved rewrites the sizes under the same names. So
 * every use is revalidated (`no-cache`), and a revalidation is a 304 from the file's size and time.
 * Range requests (a PDF viewer's), queries, SVG (Payload's own policy header for XML) and files not
 * on disk go on to Payload as before.
 */
import fs from 'node:fs'
import path from 'node:path'

import { matchesTag } from './conditional-get'
import { fileUnder } from './file-under'
import { isRead, type RequestStep } from './request-steps'
import { sendFile } from './send-file'

/** Where Payload serves the media collection's files. */
export const MEDIA_FILES_PATH = '/api/media/file'

/** The types served here (those the media collection takes, SVG aside), by extension. */
export const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
}

/** A tag for the file as it is now: its size and time of change. */
export const mediaTag = (stat: fs.Stats): string =>
  `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`

/**
 * Whether the browser's copy is current: `If-None-Match` names the tag (weak comparison), or,
 * without it, `If-Modified-Since` is not before the file's change (to the second, as HTTP dates are).
 */
export function isCurrent(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  stat: fs.Stats,
): boolean {
  if (headers['if-none-match'] !== undefined)
    return matchesTag(headers['if-none-match'], mediaTag(stat))
  const since = Date.parse(headers['if-modified-since'] ?? '')
  return Number.isFinite(since) && Math.floor(stat.mtimeMs / 1000) * 1000 <= since
}

/** Step: a media file from disk, for a plain read of a raster image or a whole document. */
export function serveMediaFiles(root: string): RequestStep {
  const folder = path.resolve(root)
  return ({ req, res, path: urlPath }) => {
    if (!isRead(req) || !urlPath.startsWith(`${MEDIA_FILES_PATH}/`)) return 'next'
    if (req.url?.includes('?') || req.headers.range !== undefined) return 'next'
    // One file name, as Payload's route takes it.
    if (urlPath.includes('/', MEDIA_FILES_PATH.length + 1)) return 'next'
    const file = fileUnder(urlPath, MEDIA_FILES_PATH, folder, MEDIA_TYPES)
    const stat = file ? fs.statSync(file, { throwIfNoEntry: false }) : undefined
    if (!file || !stat?.isFile()) return 'next'
    const headers = {
      'cache-control': 'public, no-cache',
      etag: mediaTag(stat),
      'last-modified': new Date(stat.mtimeMs).toUTCString(),
    }
    if (isCurrent(req.headers, stat)) {
      res.writeHead(304, headers)
      res.end()
      return 'answered'
    }
    res.writeHead(200, {
      ...headers,
      'content-type': MEDIA_TYPES[path.extname(file)] as string,
      'content-length': String(stat.size),
    })
    sendFile(req, res, file, stat.size)
    return 'answered'
  }
}
