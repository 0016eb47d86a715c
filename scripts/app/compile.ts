/**
 * Compiles what runs outside Next's own bundle into plain JavaScript under `dist/`: the custom
 * server (`dist/server.mjs`), `npm start` (`dist/start.mjs`) and the database bootstrap it runs
 * before serving (`dist/bootstrap.mjs`). The project's own modules are bundled, packages stay in
 * node_modules, so no TypeScript transpiler runs when the site starts (tsx stays for development,
 * tests and tools). `npm run build` compiles when the sources changed, and so does `npm start`
 * (through compile-stamp.mjs, which checks with Node alone).
 */
import fs from 'node:fs'

import { build } from 'esbuild'

import { committedMigrations } from '../../src/cms/prepared-database'

import {
  compileStamp,
  DIST_DIR,
  isCompiled,
  type OUTPUTS,
  writeCompileStamp,
} from './compile-stamp.mjs'

/** Output name (compile-stamp.mjs lists them, as `npm start` checks them) → source. */
const ENTRIES: Record<(typeof OUTPUTS)[number], string> = {
  server: 'src/server.ts',
  start: 'scripts/app/start.ts',
  bootstrap: 'scripts/app/bootstrap.ts',
}

/** Compiles `dist/` unless it holds a compilation of exactly these sources; says whether it ran. */
export async function compileIfNeeded(force = false): Promise<boolean> {
  const stamp = compileStamp()
  if (!force && isCompiled(stamp)) return false
  fs.rmSync(DIST_DIR, { recursive: true, force: true })
  await build({
    entryPoints: ENTRIES,
    outdir: DIST_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    define: {
      COMMITTED_MIGRATIONS: JSON.stringify({
        sqlite: committedMigrations('sqlite'),
        postgres: committedMigrations('postgres'),
      }),
    },
    logLevel: 'warning',
  })
  writeCompileStamp(stamp)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const compiled = await compileIfNeeded(process.argv.includes('--force'))
  console.log(compiled ? '> Compiled dist/' : '> dist/ is current')
}
