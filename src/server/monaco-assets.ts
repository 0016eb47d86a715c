/**
 * Server step: the admin's code editor (Monaco) from the installed `monaco-editor` package, at
 * MONACO_ASSETS_PATH, instead of jsDelivr (issue 16, finding 13; the loader's setting is in
 * src/components/admin/MonacoFromSite.client.tsx).
 */
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { MONACO_ASSETS_CACHE_SECONDS, MONACO_ASSETS_PATH } from '../config/constants'
import { fileUnder } from './file-under'
import type { RequestStep } from './request-steps'
import { sendFile } from './send-file'

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
}

/** The editor's file a request path names under `root`, or undefined (see ./file-under.ts). */
export const monacoFileOf = (urlPath: string, root: string): string | undefined =>
  fileUnder(urlPath, MONACO_ASSETS_PATH, root, CONTENT_TYPES)

/** Where the installed editor's AMD build lives (the server runs from the project folder). */
export const MONACO_ROOT = path.resolve('node_modules', 'monaco-editor', 'min', 'vs')

/** Answers (and returns true) a request for one of the editor's files. */
export function serveMonacoAsset(
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  root = MONACO_ROOT,
): boolean {
  if (urlPath !== MONACO_ASSETS_PATH && !urlPath.startsWith(`${MONACO_ASSETS_PATH}/`)) return false
  const file =
    req.method === 'GET' || req.method === 'HEAD' ? monacoFileOf(urlPath, root) : undefined
  const stat = file ? fs.statSync(file, { throwIfNoEntry: false }) : undefined
  if (!file || !stat?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end('Not Found')
    return true
  }
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] as string,
    'content-length': String(stat.size),
    'cache-control': `public, max-age=${MONACO_ASSETS_CACHE_SECONDS}`,
  })
  sendFile(req, res, file, stat.size)
  return true
}

/** Step: the admin's editor files, from the installed package. */
export const serveMonacoAssets: RequestStep = ({ req, res, path }) =>
  serveMonacoAsset(req, res, path) ? 'answered' : 'next'
