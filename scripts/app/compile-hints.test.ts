import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, firstLoadScripts } from './compile-hints'

/** A route's client reference manifest, as `next build` writes it. */
const routeManifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles, entryCSSFiles: { x: ['static/chunks/site.css'] } })}`

describe('compile hints', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** A build folder: the build manifest, three routes' manifests and the chunks. */
  function build(chunks: string[]): string {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
    dirs.push(dist)
    const files: Record<string, string> = {
      'build-manifest.json': JSON.stringify({
        rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'],
        polyfillFiles: ['static/chunks/polyfills.js'],
      }),
      'server/app/(site)/[locale]/page_client-reference-manifest.js': routeManifest(
        '/(site)/[locale]/page',
        { '[project]/src/app/(site)/[locale]/layout': ['static/chunks/layout.js'] },
      ),
      'server/app/(site)/[locale]/news/page_client-reference-manifest.js': routeManifest(
        '/(site)/[locale]/news/page',
        {
          '[project]/src/app/(site)/[locale]/layout': ['static/chunks/layout.js'],
          '[project]/src/app/(site)/[locale]/news/page': ['static/chunks/news.js'],
        },
      ),
      'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js': routeManifest(
        '/(payload)/admin/[[...segments]]/page',
        {
          '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'],
        },
      ),
    }
    for (const chunk of chunks)
      files[`static/chunks/${chunk}`] = `console.log(${JSON.stringify(chunk)})`
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true })
      fs.writeFileSync(path.join(dist, name), text)
    }
    return dist
  }
  const read = (dist: string, chunk: string) =>
    fs.readFileSync(path.join(dist, 'static', 'chunks', chunk), 'utf8')
  const ALL = ['framework.js', 'runtime.js', 'layout.js', 'news.js', 'admin.js', 'polyfills.js']

  it('finds the framework’s scripts and every public route’s, not the admin’s or the polyfills', () => {
    expect(firstLoadScripts(build(ALL))).toEqual([
      'static/chunks/framework.js',
      'static/chunks/layout.js',
      'static/chunks/news.js',
      'static/chunks/runtime.js',
    ])
  })

  it('adds the hint at the top of those scripts, once, and leaves every other file as it was', () => {
    const dist = build(ALL)
    expect(addCompileHints(dist)).toHaveLength(4)
    expect(addCompileHints(dist)).toHaveLength(4)
    for (const chunk of ['framework.js', 'runtime.js', 'layout.js', 'news.js']) {
      expect(read(dist, chunk)).toBe(`${COMPILE_HINT}console.log(${JSON.stringify(chunk)})`)
    }
    expect(read(dist, 'admin.js')).toBe('console.log("admin.js")')
    expect(read(dist, 'polyfills.js')).toBe('console.log("polyfills.js")')
  })

  it('refuses a build that names a script it lacks', () => {
    const dist = build(ALL.filter((chunk) => chunk !== 'news.js'))
    expect(() => addCompileHints(dist)).toThrow(/names static\/chunks\/news\.js/)
  })
})
