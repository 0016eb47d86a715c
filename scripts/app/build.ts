/**
 * `npm run build`: prepares the database (pages are pre-rendered from it), then builds Next in
 * production mode unless `.next` already holds a build of the same sources (`--force` rebuilds).
 */
import fs from 'node:fs'
import path from 'node:path'

import { ConfigError, parseEnv } from '../../src/config/env'
import { buildServiceWorker } from './build-service-worker'
import { buildIsCurrent, writeStamp } from './build-stamp'
import { ChildFailed, run, runBootstrap, runScript } from './run'

/** Builds when needed; returns whether a build ran. */
export async function buildIfNeeded(force = false): Promise<boolean> {
  const env = parseEnv({ ...process.env, NODE_ENV: 'production' })
  if (!force && buildIsCurrent(env)) return false
  const buildEnv = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
  await runScript('node_modules/payload/bin.js', ['generate:importmap'], {
    ...buildEnv,
    PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts',
  })
  forgetCachedReads()
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], buildEnv)
  await buildServiceWorker()
  writeStamp(env)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await runBootstrap({ ...process.env, NODE_ENV: 'production' })
    const built = await buildIfNeeded(process.argv.includes('--force'))
    console.log(built ? '> Build complete' : '> Build is current (use --force to rebuild)')
  } catch (error) {
    if (!(error instanceof ChildFailed)) {
      console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error)
    }
    process.exit(1)
  }
}

/**
 * Cached reads (unstable_cache) are keyed by arguments, not by database: a build, or a server on
 * another database than the last one, must not serve what was read from that one.
 */
export function forgetCachedReads(distDir = process.env.NEXT_DIST_DIR ?? '.next'): void {
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
}
