/**
 * Builds the service worker (src/browser/offline/service-worker.ts) after `next build`, into
 * public/sw.js, which Next serves at SERVICE_WORKER_PATH (its headers: src/security/headers.ts).
 *
 * Why this way: Serwist's Next plugin (`@serwist/next`) hooks into webpack, and this project builds
 * with Turbopack; `@serwist/turbopack` compiles the worker in a route at run time with @swc/core.
 * The worker only needs Serwist's runtime (`serwist`), so esbuild (already installed with tsx)
 * bundles it here, with no network. The precache list is the offline page of each language and
 * the site's icons, revisioned by the build id: a new build's worker fetches them anew.
 */
import fs from 'node:fs'
import path from 'node:path'

import { SERVICE_WORKER_PATH } from '../../src/browser/offline/register'
import { LOCALES } from '../../src/config/constants'

/** Where the built worker goes: Next serves public/ as it is. */
export const SERVICE_WORKER_FILE = path.join('public', SERVICE_WORKER_PATH)

/** The precache list: the offline pages and the icons, of this build. */
export function precacheEntries(buildId: string): { url: string; revision: string }[] {
  return [
    ...LOCALES.map((locale) => (locale === 'ru' ? '/offline' : `/${locale}/offline`)),
    '/icon.svg',
    '/icons/icon-192.png',
    '/icons/icon-512.png',
  ].map((url) => ({ url, revision: buildId }))
}

/** Bundles the worker with this build's precache list. */
export async function buildServiceWorker(
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
): Promise<void> {
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()
  // Loaded here, not with the module: npm start bundles it (dist/start.mjs) and seldom builds.
  const { build } = await import('esbuild')
  await build({
    entryPoints: ['src/browser/offline/service-worker.ts'],
    outfile: SERVICE_WORKER_FILE,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      __OFFLINE_PRECACHE__: JSON.stringify(precacheEntries(buildId)),
      'process.env.NODE_ENV': '"production"',
    },
  })
}
