/**
 * `npm run build`: builds Next in production mode unless `.next` already holds a build of the same
 * sources (`--force` rebuilds), and compiles the server and `npm start` to plain JavaScript in
 * dist/ (scripts/app/compile.ts). It reads no database and no deployment setting (pages render on
 * first request), so one build serves any database at any address
 * (tests/integration/own-copies/one-build.int.test.ts); `npm start` prepares its database itself.
 * A command only: what it runs lives in modules other scripts import (a module that is also a
 * command would run as one inside dist/start.mjs, where every module shares the bundle's address).
 */
import { ConfigError } from '../../src/config/env'

import { compileIfNeeded } from './compile'
import { buildIfNeeded } from './next-build'
import { ChildFailed } from './run'

try {
  const built = await buildIfNeeded(process.argv.includes('--force'))
  console.log(built ? '> Build complete' : '> Build is current (use --force to rebuild)')
  if (await compileIfNeeded(process.argv.includes('--force'))) console.log('> Compiled dist/')
} catch (error) {
  if (!(error instanceof ChildFailed)) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error)
  }
  process.exit(1)
}
