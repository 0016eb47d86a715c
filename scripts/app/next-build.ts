/**
 * The Next.js production build, made when `.next` does not hold a build of the same sources (see
 * build-stamp.ts). `npm run build` (build.ts) and `npm start` (start.ts) use it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { buildServiceWorker } from './build-service-worker'
import { buildIsCurrent, writeStamp } from './build-stamp'
import { addCompileHints } from './compile-hints'
import { run, runScript } from './run'
import { copyVendorFiles } from './vendor-files'

/** Builds when needed; returns whether a build ran. */
export async function buildIfNeeded(force = false): Promise<boolean> {
  if (!force && buildIsCurrent()) return false
  const buildEnv = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
  await runScript('node_modules/payload/bin.js', ['generate:importmap'], {
    ...buildEnv,
    PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts',
  })
  forgetCachedReads()
  copyVendorFiles()
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], buildEnv)
  const hinted = addCompileHints(process.env.NEXT_DIST_DIR ?? '.next')
  console.log(`Compile hints: ${hinted.length} scripts the pages load at first`)
  await buildServiceWorker()
  writeStamp()
  return true
}

/**
 * Cached reads (unstable_cache) are keyed by arguments, not by database: a build, or a server on
 * another database than the last one, must not serve what was read from that one.
 */
export function forgetCachedReads(distDir = process.env.NEXT_DIST_DIR ?? '.next'): void {
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
}
