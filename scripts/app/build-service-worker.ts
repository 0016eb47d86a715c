/**
 * Builds the service worker (src/browser/offline/service-worker.ts) after `next build`, into the
 * build directory, where the server serves it from (src/server/service-worker.ts).
 *
 * Why this way: Serwist's Next plugin (`@serwist/next`) hooks into webpack, and this project builds
 * with Turbopack; `@serwist/turbopack` compiles the worker in a route at run time with @swc/core.
 * The worker only needs Serwist's runtime (`serwist`), so esbuild (already installed with tsx)
 * bundles it here, with no network, and the precache list is made from this build's own output:
 * the offline page of each language (pre-rendered by `next build`), revisioned by the build id, and
 * the hashed files that page loads (named by their content, so they need no revision).
 */
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { LOCALES } from '../../src/config/constants'
import { serviceWorkerFile } from '../../src/server/service-worker'

type PrecacheEntry = { url: string; revision: string | null }

/** The build files a page or a style sheet names (`/_next/static/…`), in order, once each. */
export function staticFilesNamedIn(text: string): string[] {
  const found =
    text.match(/\/_next\/static\/[A-Za-z0-9_\-./~%]+?\.(?:js|css|woff2?|svg|png)/g) ?? []
  return [...new Set(found)]
}

/** The precache list: the offline pages, the files they load, and the site's icons. */
export function precacheEntries(distDir: string): PrecacheEntry[] {
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  const entries: PrecacheEntry[] = []
  const files = new Set<string>()
  for (const locale of LOCALES) {
    const html = path.join(distDir, 'server', 'app', locale, 'offline.html')
    if (!fs.existsSync(html)) throw new Error(`service worker: ${html} was not pre-rendered`)
    entries.push({ url: locale === 'ru' ? '/offline' : `/${locale}/offline`, revision: buildId })
    for (const file of staticFilesNamedIn(fs.readFileSync(html, 'utf8'))) files.add(file)
  }
  // Fonts and images the style sheets name.
  for (const file of [...files]) {
    if (!file.endsWith('.css')) continue
    const css = path.join(distDir, 'static', file.slice('/_next/static/'.length))
    if (fs.existsSync(css)) {
      for (const named of staticFilesNamedIn(fs.readFileSync(css, 'utf8'))) files.add(named)
    }
  }
  for (const file of files) {
    if (!fs.existsSync(path.join(distDir, 'static', file.slice('/_next/static/'.length)))) {
      throw new Error(`service worker: the offline page names ${file}, which the build lacks`)
    }
    entries.push({ url: file, revision: null })
  }
  for (const icon of ['/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png']) {
    entries.push({ url: icon, revision: buildId })
  }
  return entries
}

/** Bundles the worker with this build's precache list. */
export async function buildServiceWorker(
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
): Promise<void> {
  const entries = precacheEntries(distDir)
  await build({
    entryPoints: ['src/browser/offline/service-worker.ts'],
    outfile: serviceWorkerFile(distDir),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __OFFLINE_PRECACHE__: JSON.stringify(entries),
      'process.env.NODE_ENV': '"production"',
    },
  })
}
