/**
 * Copies the admin's code editor (Monaco) from its installed package into public/vendor, where
 * Next serves it: the admin loads it from the site itself (no CDN, src/security/headers.ts).
 * Run by the build and by `npm run dev`; the copy is not committed.
 */
import fs from 'node:fs'
import path from 'node:path'

import { MONACO_ASSETS_PATH } from '../../src/lib/monaco-assets'

const SOURCE = path.join('node_modules', 'monaco-editor', 'min', 'vs')

/** Copies the editor's files unless the copy is of the installed version already. */
export function copyVendorFiles(): void {
  const target = path.join('public', MONACO_ASSETS_PATH)
  const version = fs.readFileSync(
    path.join('node_modules', 'monaco-editor', 'package.json'),
    'utf8',
  )
  const stamp = path.join(target, '.package.json')
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === version) return
  fs.rmSync(target, { recursive: true, force: true })
  fs.cpSync(SOURCE, target, { recursive: true })
  fs.writeFileSync(stamp, version)
}

// `npm run dev` runs this file; bundled into dist/start.mjs (by next-build.ts) its URL is that
// entry's, where it must not run as a command.
if (
  import.meta.url.endsWith('/vendor-files.ts') &&
  import.meta.url === `file://${process.argv[1]}`
) {
  copyVendorFiles()
}
