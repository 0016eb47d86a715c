/**
 * Compiles what runs outside Next's own bundle into plain JavaScript under `dist/`: the custom
 * server (`dist/server.mjs`), `npm start` (`dist/start.mjs`) and the database bootstrap it runs
 * before serving (`dist/bootstrap.mjs`). The project's own modules are bundled, packages stay in
 * node_modules, so no TypeScript transpiler runs when the site starts (tsx stays for development,
 * tests and tools). `npm run build` and `npm start` compile when the sources changed.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

export const DIST_DIR = 'dist'

/** Output name → source. */
const ENTRIES = {
  server: 'src/server.ts',
  start: 'scripts/app/start.ts',
  bootstrap: 'scripts/app/bootstrap.ts',
}

/** What the compiled files are made of: a change to any of these compiles them again. */
const INPUTS = ['src', 'scripts/app', 'migrations', 'package-lock.json', 'tsconfig.json']
const STAMP = path.join(DIST_DIR, 'source-stamp')

function walk(entry: string, files: string[]): void {
  if (!fs.existsSync(entry)) return
  if (fs.statSync(entry).isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name), files)
  } else files.push(entry)
}

function compileStamp(): string {
  const hash = createHash('sha256')
  const files: string[] = []
  for (const input of INPUTS) walk(input, files)
  for (const file of files) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex')
}

/** Compiles `dist/` unless it holds a compilation of exactly these sources; says whether it ran. */
export async function compileIfNeeded(force = false): Promise<boolean> {
  const stamp = compileStamp()
  const current =
    !force &&
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === stamp &&
    Object.keys(ENTRIES).every((name) => fs.existsSync(path.join(DIST_DIR, `${name}.mjs`)))
  if (current) return false
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
    logLevel: 'warning',
  })
  fs.writeFileSync(STAMP, stamp)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const compiled = await compileIfNeeded(process.argv.includes('--force'))
  console.log(compiled ? '> Compiled dist/' : '> dist/ is current')
}
