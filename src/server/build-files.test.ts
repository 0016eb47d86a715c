import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type StepServer, startStepServer } from '../../support/step-server'

import { BUILD_FILES_PATH, type Copy, chooseCopy, serveBuildFiles } from './build-files'

const copy = (coding: string): Copy => ({ coding, body: Buffer.from(coding), etag: `"${coding}"` })

describe('chooseCopy', () => {
  const both = [copy('br'), copy('gzip')]
  it('takes Brotli from a browser that takes both, gzip from one that takes gzip only', () => {
    expect(chooseCopy(both, 'gzip, deflate, br, zstd')?.coding).toBe('br')
    expect(chooseCopy(both, 'gzip, deflate')?.coding).toBe('gzip')
    expect(chooseCopy(both, '*')?.coding).toBe('br')
  })
  it('follows the browser’s qualities, refusals included', () => {
    expect(chooseCopy(both, 'br;q=0.5, gzip')?.coding).toBe('gzip')
    expect(chooseCopy(both, 'br;q=0, *')?.coding).toBe('gzip')
    expect(chooseCopy(both, 'identity')).toBeUndefined()
    expect(chooseCopy(both, undefined)).toBeUndefined()
    expect(chooseCopy([copy('gzip')], 'br')).toBeUndefined()
  })
})

describe('serveBuildFiles, on a real server over a build folder', () => {
  const script = `console.log(${JSON.stringify('Коллегия адвокатов '.repeat(200))})\n`
  let root: string
  let server: StepServer
  const send: StepServer['send'] = (...args) => server.send(...args)

  const write = (name: string, bytes: string | Buffer, mtime?: Date) => {
    const file = path.join(root, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, bytes)
    if (mtime) fs.utimesSync(file, mtime, mtime)
  }

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-files-'))
    const before = new Date(Date.now() - 60_000)
    write('chunks/app.js', script, before)
    write('chunks/app.js.br', brotliCompressSync(script))
    write('chunks/app.js.gz', gzipSync(script))
    write('chunks/gzip-only.css', 'a{}'.repeat(500), before)
    write('chunks/gzip-only.css.gz', gzipSync('a{}'.repeat(500)))
    write('chunks/orphan.js.br', brotliCompressSync('a copy whose file is gone'))
    write('chunks/plain.js', 'no copies')
    write('media/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    server = await startStepServer([serveBuildFiles(root)])
  })
  afterAll(() => {
    server?.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('sends Brotli or gzip as the browser takes it, the same script either way, kept a year', async () => {
    const br = await send(`${BUILD_FILES_PATH}/chunks/app.js`, { 'accept-encoding': 'gzip, br' })
    expect(br.status).toBe(200)
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'content-length': String(br.body.length),
    })
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    const gzip = await send(`${BUILD_FILES_PATH}/chunks/app.js`, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)
    expect(gzip.headers.etag).not.toBe(br.headers.etag)
    const css = await send(`${BUILD_FILES_PATH}/chunks/gzip-only.css`, {
      'accept-encoding': 'br, gzip',
    })
    expect(css.headers).toMatchObject({
      'content-encoding': 'gzip',
      'content-type': 'text/css; charset=UTF-8',
    })
  })

  it('answers a revalidation with 304 and a HEAD without a body', async () => {
    const first = await send(`${BUILD_FILES_PATH}/chunks/app.js`, { 'accept-encoding': 'br' })
    const again = await send(`${BUILD_FILES_PATH}/chunks/app.js`, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await send(
      `${BUILD_FILES_PATH}/chunks/app.js`,
      { 'accept-encoding': 'br' },
      'HEAD',
    )
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it('passes on to Next what it has no fitting copy of, and anything but a read', async () => {
    const passedOn = [
      send(`${BUILD_FILES_PATH}/chunks/app.js`, { 'accept-encoding': 'identity' }),
      send(`${BUILD_FILES_PATH}/chunks/app.js`),
      send(`${BUILD_FILES_PATH}/chunks/app.js`, { 'accept-encoding': 'br' }, 'POST'),
      send(`${BUILD_FILES_PATH}/chunks/orphan.js`, { 'accept-encoding': 'br' }),
      send(`${BUILD_FILES_PATH}/chunks/plain.js`, { 'accept-encoding': 'br' }),
      send(`${BUILD_FILES_PATH}/chunks/missing.js`, { 'accept-encoding': 'br' }),
      send(`${BUILD_FILES_PATH}/media/logo.png`, { 'accept-encoding': 'br' }),
      send(`${BUILD_FILES_PATH}/chunks/app.js.br`, { 'accept-encoding': 'br' }),
      send(`${BUILD_FILES_PATH}/chunks/%2e%2e/%2e%2e/etc.js`, { 'accept-encoding': 'br' }),
      send(`${BUILD_FILES_PATH}/chunks/%zz.js`, { 'accept-encoding': 'br' }),
      send('/_next/statics/chunks/app.js', { 'accept-encoding': 'br' }),
    ]
    for (const answer of await Promise.all(passedOn)) {
      expect(server.passedOn(answer)).toBe(true)
    }
  })

  it('keeps what it read: a copy is sent from memory after the first request', async () => {
    write('chunks/kept.js', script, new Date(Date.now() - 60_000))
    write('chunks/kept.js.br', brotliCompressSync(script))
    const first = await send(`${BUILD_FILES_PATH}/chunks/kept.js`, { 'accept-encoding': 'br' })
    fs.rmSync(path.join(root, 'chunks/kept.js.br'))
    const second = await send(`${BUILD_FILES_PATH}/chunks/kept.js`, { 'accept-encoding': 'br' })
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.body.equals(first.body)).toBe(true)
  })
})
