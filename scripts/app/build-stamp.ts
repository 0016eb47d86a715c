import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { SERVICE_WORKER_PATH } from '../../src/browser/offline/register'
import { MONACO_ASSETS_PATH } from '../../src/lib/monaco-assets'

const INPUTS = [
  'src',
  'migrations',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
]
/**
 * What the build writes into public/ itself: the admin's code editor, copied from the locked
 * package (vendor-files.ts), and the service worker, built last. Hashing the editor's many
 * megabytes took most of every start's check.
 */
const MADE_BY_THE_BUILD = new Set(
  [MONACO_ASSETS_PATH, SERVICE_WORKER_PATH].map((p) => path.join('public', p)),
)
const DIST = process.env.NEXT_DIST_DIR ?? '.next'
const STAMP = path.join(DIST, 'source-stamp')

function walk(entry: string, files: string[]): void {
  if (!fs.existsSync(entry) || MADE_BY_THE_BUILD.has(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name), files)
  } else files.push(entry)
}

/**
 * What a production build depends on: the sources only. The build renders no page that reads the
 * CMS or the deployment's settings (pages render on first request and read SITE_URL, METRIKA_ID and
 * the database at run time), so one build serves any database and address, as in a container image.
 */
export function sourceStamp(): string {
  const hash = createHash('sha256')
  const files: string[] = []
  for (const input of INPUTS) walk(input, files)
  for (const file of files) {
    hash.update(file)
    hash.update(fs.readFileSync(file))
  }
  return hash.digest('hex')
}

/** True when `.next` holds a production build of exactly these sources. */
export function buildIsCurrent(): boolean {
  return (
    fs.existsSync(path.join(DIST, 'BUILD_ID')) &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === sourceStamp()
  )
}

export function writeStamp(): void {
  fs.writeFileSync(STAMP, sourceStamp())
}
