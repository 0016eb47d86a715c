/**
 * Copies what the production server runs into one folder for the container image: the build
 * (`.next` without its cache), the compiled server and bootstrap (`dist/`), `public/`, and only
 * the node_modules files they load. Those are found by tracing: Next's own traces of its server
 * and of every route (`.nft.json`), and Vercel's tracer (shipped inside Next) over `dist/`, so
 * neither TypeScript nor any development package reaches the image.
 *
 * Usage: `npx tsx scripts/container/stage-app.ts [out]` after `npm run build` (default out:
 * tmp/container/app).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft') as {
  nodeFileTrace: (
    files: string[],
    options: { base: string; conditions?: string[]; processCwd?: string },
  ) => Promise<{ fileList: Set<string>; warnings: Set<Error> }>
}

const ROOT = process.cwd()
const OUT = path.resolve(process.argv[2] ?? 'tmp/container/app')
const DIST = '.next'
/** The entries the image runs: the server, and the bootstrap its migrate step runs. */
const ENTRIES = ['dist/server.mjs', 'dist/bootstrap.mjs']

/** The files Next traced for its server and each route, relative to the project. */
function nextTraces(): string[] {
  const files: string[] = []
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (full !== path.join(DIST, 'cache')) visit(full)
      } else if (entry.name.endsWith('.nft.json')) {
        const { files: traced } = JSON.parse(fs.readFileSync(full, 'utf8')) as { files: string[] }
        for (const file of traced) files.push(path.relative(ROOT, path.resolve(dir, file)))
      }
    }
  }
  visit(DIST)
  return files
}

/**
 * Files that never run: source maps (Node reads none without --enable-source-maps; the server's
 * own in dist/ stay), type declarations, documents, Next's build traces and bundled docs, the
 * musl build of libsql (Debian has glibc) and Sass (Next compiles styles at build time only).
 */
const LEFT_OUT = [
  /\.map$/,
  /\.d\.[cm]?ts$/,
  /\.md$/i,
  /\.nft\.json$/,
  /^node_modules\/next\/dist\/docs\//,
  /^node_modules\/@libsql\/linux-x64-musl\//,
  /^node_modules\/sass\//,
]
const isLeftOut = (file: string): boolean => LEFT_OUT.some((pattern) => pattern.test(file))

function copy(relative: string): void {
  if (isLeftOut(relative)) return
  const from = path.join(ROOT, relative)
  const to = path.join(OUT, relative)
  const stat = fs.lstatSync(from, { throwIfNoEntry: false })
  if (!stat) return
  fs.mkdirSync(path.dirname(to), { recursive: true })
  if (stat.isSymbolicLink()) {
    if (!fs.existsSync(to)) fs.symlinkSync(fs.readlinkSync(from), to)
  } else if (stat.isFile()) fs.copyFileSync(from, to)
}

/** The package folder a node_modules file belongs to, e.g. node_modules/@scope/name. */
function packageDir(file: string): string | undefined {
  const match = /^((?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file)
  return match?.[1]
}

/**
 * Every file a package's entry points name, under every condition: the tracer follows the
 * conditions it is given, and Node picks others at run time (require against import, node
 * builds), so a traced package keeps all its named entries (patterns are left to the trace).
 */
function packageEntries(manifest: string): string[] {
  const dir = path.dirname(manifest)
  let json: { main?: unknown; module?: unknown; exports?: unknown }
  try {
    json = JSON.parse(fs.readFileSync(manifest, 'utf8'))
  } catch {
    return []
  }
  const targets: string[] = []
  const collect = (value: unknown): void => {
    if (typeof value === 'string') targets.push(value)
    else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v)
  }
  collect([json.main, json.module, json.exports])
  const files: string[] = []
  for (const target of targets) {
    if (!target.startsWith('./') && !/^[\w@]/.test(target)) continue
    const relative = path.join(dir, target)
    if (relative.includes('*') || /\.d\.[cm]?ts$/.test(relative)) continue
    if (fs.existsSync(relative) && fs.statSync(relative).isFile()) files.push(relative)
    else if (fs.existsSync(`${relative}.js`)) files.push(`${relative}.js`)
  }
  return files
}

for (const entry of ENTRIES) {
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`)
}
if (!fs.existsSync(path.join(DIST, 'BUILD_ID')))
  throw new Error('No build: run npm run build first')

fs.rmSync(OUT, { recursive: true, force: true })
fs.mkdirSync(OUT, { recursive: true })
// The build and the site's own files, whole; the cache is the server's own, made at run time.
fs.cpSync(DIST, path.join(OUT, DIST), {
  recursive: true,
  // Turbopack's links to external packages (.next/node_modules) are relative: kept as they are.
  verbatimSymlinks: true,
  filter: (source) => source !== path.join(DIST, 'cache') && !isLeftOut(source),
})
for (const dir of ['dist', 'public']) fs.cpSync(dir, path.join(OUT, dir), { recursive: true })
copy('package.json')

/** The node_modules files these roots load, as Vercel's tracer finds them. */
async function trace(roots: string[]): Promise<string[]> {
  const { fileList } = await nodeFileTrace(roots, {
    base: ROOT,
    processCwd: ROOT,
    // As Node runs them (CONFIG_LOADER_FLAGS); the tracer adds import or require itself.
    conditions: ['node', 'production'],
  })
  return [...fileList].filter((file) => file.startsWith('node_modules/'))
}

/**
 * The dependencies the compiled entries name by string: the tracer misses a package loaded
 * through a `createRequire` bound inside a bundle's lazy module (the common-passwords list).
 */
function namedDependencies(): string[] {
  const { dependencies = {} } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
    dependencies?: Record<string, string>
  }
  const bundles = ENTRIES.map((entry) => fs.readFileSync(entry, 'utf8')).join('\n')
  return Object.keys(dependencies)
    .filter((name) => bundles.includes(`"${name}"`) || bundles.includes(`"${name}/`))
    .map((name) => `node_modules/${name}/package.json`)
}

const modules = new Set(
  [...(await trace(ENTRIES)), ...nextTraces(), ...namedDependencies()].filter((file) =>
    file.startsWith('node_modules/'),
  ),
)
// A traced package's other entries are traced too, until nothing new turns up.
const completed = new Set<string>()
for (let round = 0; round < 4; round++) {
  const added: string[] = []
  for (const file of [...modules]) {
    const dir = packageDir(file)
    if (!dir || completed.has(dir)) continue
    completed.add(dir)
    for (const entry of [`${dir}/package.json`, ...packageEntries(`${dir}/package.json`)]) {
      if (!modules.has(entry)) {
        modules.add(entry)
        if (!entry.endsWith('.json')) added.push(entry)
      }
    }
  }
  if (added.length === 0) break
  for (const file of await trace(added)) modules.add(file)
}
for (const file of modules) copy(file)
console.log(`Staged ${OUT}: ${modules.size} files from node_modules`)
