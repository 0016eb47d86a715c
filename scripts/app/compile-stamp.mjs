/**
 * Whether `dist/` holds a compilation of the sources as they are (scripts/app/compile.ts). Plain
 * JavaScript, so that `npm start` checks it with Node alone: loading a TypeScript transpiler (tsx)
 * took longer than the check. Run as a command, it compiles (with tsx) only when they changed.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const DIST_DIR = 'dist'

/** The compiled files, by name: `dist/{name}.mjs` (their sources are in compile.ts). */
export const OUTPUTS = /** @type {const} */ (['server', 'start', 'bootstrap'])

/** What the compiled files are made of: a change to any of these compiles them again. */
const INPUTS = ['src', 'scripts/app', 'migrations', 'package-lock.json', 'tsconfig.json']
const STAMP = path.join(DIST_DIR, 'source-stamp')

/** @param {string} entry @param {string[]} files */
function walk(entry, files) {
  if (!fs.existsSync(entry)) return
  if (fs.statSync(entry).isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name), files)
  } else files.push(entry)
}

/** A digest of the sources the compiled files are made of. */
export function compileStamp() {
  const hash = createHash('sha256')
  /** @type {string[]} */
  const files = []
  for (const input of INPUTS) walk(input, files)
  for (const file of files) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex')
}

/** Whether `dist/` holds a compilation of exactly these sources. */
export function isCompiled(stamp = compileStamp()) {
  return (
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === stamp &&
    OUTPUTS.every((name) => fs.existsSync(path.join(DIST_DIR, `${name}.mjs`)))
  )
}

/** Records that `dist/` now holds a compilation of the sources whose digest is `stamp`. */
export function writeCompileStamp(/** @type {string} */ stamp) {
  fs.writeFileSync(STAMP, stamp)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (isCompiled()) console.log('> dist/ is current')
  else {
    const compile = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/app/compile.ts'], {
      stdio: 'inherit',
    })
    process.exit(compile.status ?? 1)
  }
}
