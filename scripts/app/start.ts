/**
 * `npm start` (compiled first to dist/start.mjs by scripts/app/compile.ts): on the embedded
 * database migrate and seed (first start, or whenever the database needs it; on PostgreSQL the
 * migrations are a deploy step), build if the sources changed, then serve in
 * production mode on HOST:PORT. The server runs in this process, so signals reach it directly.
 */
import { assertMigrated, databaseIsPrepared } from '../../src/cms/prepared-database'
import { assertSiteUrl, ConfigError, parseEnv, resolvePayloadSecret } from '../../src/config/env'
import { checkDatabase } from '../../src/config/preflight'

import { buildIfNeeded } from './next-build'
import { ChildFailed, runBootstrap } from './run'

Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })

try {
  const env = parseEnv()
  assertSiteUrl(env)
  resolvePayloadSecret(env)
  await checkDatabase(env)
  await assertMigrated(env)
  // The bootstrap loads Payload in a process of its own; most starts find nothing for it to do.
  // On the embedded database Payload still applies any migration its first use finds missing.
  if (!(await databaseIsPrepared(env))) await runBootstrap()
  if (await buildIfNeeded()) console.log('> Build complete')
  const { startServer } = await import('../../src/server')
  await startServer()
  console.log(`> Admin: ${env.siteUrl}/admin`)
} catch (error) {
  // A failed child step has printed its own one-line reason already.
  if (!(error instanceof ChildFailed)) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error)
  }
  process.exit(1)
}
