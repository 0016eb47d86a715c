import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { precompressBuildFiles } from './precompress'

let dist: string
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }))

const write = (name: string, bytes: string | Buffer) => {
  const file = path.join(dist, 'static', name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, bytes)
}
const read = (name: string) => fs.readFileSync(path.join(dist, 'static', name))
const exists = (name: string) => fs.existsSync(path.join(dist, 'static', name))

describe('precompressBuildFiles', () => {
  it('writes a Brotli and a gzip copy of every script and style sheet, each decoding to its file', async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    const script = `export const a = ${JSON.stringify('адвокат '.repeat(300))}\n`
    const css = '.a{color:red}\n'.repeat(100)
    write('chunks/a.js', script)
    write('chunks/b.css', css)
    write('BUILD/_buildManifest.json', JSON.stringify({ pages: Array(50).fill('/x') }))
    write('media/photo.png', Buffer.alloc(2000, 7))
    write('chunks/tiny.js', ';')

    const totals = await precompressBuildFiles(dist)

    expect(totals.files).toBe(4)
    expect(brotliDecompressSync(read('chunks/a.js.br')).toString()).toBe(script)
    expect(gunzipSync(read('chunks/a.js.gz')).toString()).toBe(script)
    expect(brotliDecompressSync(read('chunks/b.css.br')).toString()).toBe(css)
    expect(exists('BUILD/_buildManifest.json.br')).toBe(true)
    expect(read('chunks/a.js.br').length).toBeLessThan(read('chunks/a.js.gz').length)
    // Images are compressed already; a copy no smaller than its file is not kept.
    expect(exists('media/photo.png.br')).toBe(false)
    expect(exists('chunks/tiny.js.br')).toBe(false)
    expect(exists('chunks/tiny.js.gz')).toBe(false)
    expect(totals.copies.br).toBeLessThan(totals.copies.gzip ?? 0)
  })

  it('replaces the copies of a file that changed since the last run', async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    write('chunks/a.js', 'first();\n'.repeat(50))
    await precompressBuildFiles(dist)
    write('chunks/a.js', 'second();\n'.repeat(50))
    await precompressBuildFiles(dist)
    expect(brotliDecompressSync(read('chunks/a.js.br')).toString()).toBe('second();\n'.repeat(50))
    expect(gunzipSync(read('chunks/a.js.gz')).toString()).toBe('second();\n'.repeat(50))
  })
})
