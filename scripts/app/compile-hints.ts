/**
 * Marks the JavaScript that public pages run at load for eager compilation, with V8's explicit
 * compile hint (Chrome 136 and later; other browsers read a comment): a file that begins with
 * `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a
 * background thread, instead of each one on the main thread at its first call. Turbopack's chunks
 * wrap every module in a function of an object literal, which V8 compiles lazily by default: in a
 * trace of the home page's load, about 120 ms of the main thread's ~380 ms of JavaScript was that
 * compiling (V8.CompileCode), and 3–5 ms with the hint (docs/benchmarks.md has the Lighthouse
 * figures). The admin's chunks are left as they are: they are large, and most of their functions
 * are not called on a load.
 *
 * Runs after `next build`, on the scripts a public page loads at first: the framework's (the build
 * manifest's `rootMainFiles`) and those of every route's layout, page, error and not-found
 * boundaries (`entryJSFiles` of each route's client reference manifest, the admin's `(payload)`
 * routes left out), so it follows Next's chunking with no list to keep. The files keep their
 * names: the hint is part of what this build serves under them, from the first request on.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The admin's route group (src/app/(payload)). */
const ADMIN_ROUTES = '(payload)'

/** The client reference manifests of the routes under `directory`, the admin's left out. */
function routeManifests(directory: string): string[] {
  if (!fs.existsSync(directory)) return []
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === ADMIN_ROUTES ? [] : routeManifests(full)
    return entry.name === 'page_client-reference-manifest.js' ? [full] : []
  })
}

/** What a manifest file assigns to `globalThis.__RSC_MANIFEST`, run in a context of its own. */
function entryScripts(manifestFile: string): string[] {
  const context: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } =
    {}
  vm.runInNewContext(fs.readFileSync(manifestFile, 'utf8'), context, { filename: manifestFile })
  return Object.values(context.__RSC_MANIFEST ?? {}).flatMap((route) =>
    Object.values(route.entryJSFiles ?? {}).flat(),
  )
}

/** The scripts (`static/…js`, relative to the build) public pages load at first. */
export function firstLoadScripts(distDir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const scripts = new Set<string>(manifest.rootMainFiles ?? [])
  for (const file of routeManifests(path.join(distDir, 'server', 'app'))) {
    for (const script of entryScripts(file)) scripts.add(script)
  }
  return [...scripts].filter((script) => script.endsWith('.js')).sort()
}

/**
 * Adds the hint to every script public pages load at first, once (a second run changes nothing).
 * Returns the files that carry it.
 */
export function addCompileHints(distDir: string): string[] {
  const hinted: string[] = []
  for (const script of firstLoadScripts(distDir)) {
    const file = path.join(distDir, script)
    if (!fs.existsSync(file)) {
      throw new Error(`compile hints: the build names ${script}, which it lacks`)
    }
    const code = fs.readFileSync(file, 'utf8')
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code)
    hinted.push(script)
  }
  return hinted
}
