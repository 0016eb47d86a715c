import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type StepServer, startStepServer } from '../../support/step-server'

import { MEDIA_FILES_PATH, serveMediaFiles } from './media-files'

describe('serveMediaFiles, on a real server over a media folder', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(600, 1)])
  let root: string
  let server: StepServer
  const send: StepServer['send'] = (...args) => server.send(...args)

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-files-'))
    fs.writeFileSync(path.join(root, 'portrait-360x450.webp'), png)
    fs.writeFileSync(path.join(root, 'brochure.pdf'), '%PDF-1.7 brochure')
    fs.writeFileSync(path.join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    fs.mkdirSync(path.join(root, 'nested'))
    fs.writeFileSync(path.join(root, 'nested', 'a.png'), png)
    server = await startStepServer([serveMediaFiles(root)])
  })
  afterAll(() => {
    server?.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('sends the file with its type, length and validators, to be revalidated on every use', async () => {
    const image = await send(`${MEDIA_FILES_PATH}/portrait-360x450.webp`)
    expect(image.status).toBe(200)
    expect(image.body.equals(png)).toBe(true)
    expect(image.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(png.length),
      'cache-control': 'public, no-cache',
    })
    expect(image.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
    expect(Date.parse(String(image.headers['last-modified']))).toBeGreaterThan(0)
    const pdf = await send(`${MEDIA_FILES_PATH}/brochure.pdf`)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.body.toString()).toBe('%PDF-1.7 brochure')
  })

  it('answers a revalidation with 304 by tag or by date, and a HEAD without a body', async () => {
    const address = `${MEDIA_FILES_PATH}/portrait-360x450.webp`
    const first = await send(address)
    const byTag = await send(address, { 'if-none-match': `W/${first.headers.etag}` })
    expect(byTag.status).toBe(304)
    expect(byTag.body.length).toBe(0)
    const byDate = await send(address, {
      'if-modified-since': String(first.headers['last-modified']),
    })
    expect(byDate.status).toBe(304)
    const older = await send(address, { 'if-modified-since': new Date(0).toUTCString() })
    expect(older.status).toBe(200)
    const otherTag = await send(address, { 'if-none-match': '"other"' })
    expect(otherTag.status).toBe(200)
    const head = await send(address, {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(png.length))
    expect(head.body.length).toBe(0)
  })

  it('sends a file rewritten under the same name anew to a browser holding the old one', async () => {
    const address = `${MEDIA_FILES_PATH}/recropped.png`
    const file = path.join(root, 'recropped.png')
    fs.writeFileSync(file, png)
    fs.utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))
    const before = await send(address)
    const recropped = Buffer.concat([png, Buffer.alloc(10, 2)])
    fs.writeFileSync(file, recropped)
    const after = await send(address, { 'if-none-match': String(before.headers.etag) })
    expect(after.status).toBe(200)
    expect(after.body.equals(recropped)).toBe(true)
  })

  /**
   * A GET of a large file over one kept-alive connection, that calls `meanwhile` once the first
   * bytes have come (the server is then still reading the file: it is far larger than what the
   * socket holds), and reads the rest. Settles with the body, or with what ended the answer early.
   */
  const fetchWhile = (address: string, agent: http.Agent, meanwhile = () => {}) =>
    new Promise<{ body: Buffer; complete: boolean }>((resolve) => {
      const chunks: Buffer[] = []
      let first = true
      const req = http.get(`${server.origin}${address}`, { agent }, (res) => {
        res.on('data', (chunk: Buffer) => {
          if (first) meanwhile()
          first = false
          chunks.push(chunk)
        })
        res.on('end', () => resolve({ body: Buffer.concat(chunks), complete: res.complete }))
        res.on('aborted', () => resolve({ body: Buffer.concat(chunks), complete: false }))
      })
      req.on('error', () => resolve({ body: Buffer.concat(chunks), complete: false }))
    })

  it('sends exactly the length it announced of a file that grows while it is sent, and the connection serves on', async () => {
    const address = `${MEDIA_FILES_PATH}/growing.png`
    const file = path.join(root, 'growing.png')
    const large = Buffer.alloc(16 * 2 ** 20, 3)
    fs.writeFileSync(file, large)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const sent = await fetchWhile(address, agent, () =>
        fs.appendFileSync(file, Buffer.alloc(4096, 9)),
      )
      expect(sent.complete).toBe(true)
      expect(sent.body.length).toBe(large.length)
      expect(sent.body.equals(large)).toBe(true)
      // The same connection's next answer is whole: no bytes of the first were left on it.
      const next = await fetchWhile(address, agent)
      expect(next.complete).toBe(true)
      expect(next.body.length).toBe(large.length + 4096)
    } finally {
      agent.destroy()
    }
  })

  it('ends the connection when the file gets shorter while it is sent, instead of leaving the answer unfinished', async () => {
    const file = path.join(root, 'shrinking.png')
    fs.writeFileSync(file, Buffer.alloc(16 * 2 ** 20, 4))
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    // A kept-alive connection stays open for as long as the client wants: an answer left
    // unfinished would keep it waiting (until the test's timeout), not only until the server's
    // idle timeout closes the connection (5 s by default).
    const idle = server.http.keepAliveTimeout
    server.http.keepAliveTimeout = 0
    try {
      const sent = await fetchWhile(`${MEDIA_FILES_PATH}/shrinking.png`, agent, () =>
        fs.truncateSync(file, 2 ** 20),
      )
      expect(sent.complete).toBe(false)
      expect(sent.body.length).toBeLessThan(16 * 2 ** 20)
    } finally {
      server.http.keepAliveTimeout = idle
      agent.destroy()
    }
  })

  it('passes on to Payload ranges, queries, SVG, other folders, missing files and writes', async () => {
    const passedOn = await Promise.all([
      send(`${MEDIA_FILES_PATH}/brochure.pdf`, { range: 'bytes=0-3' }),
      send(`${MEDIA_FILES_PATH}/portrait-360x450.webp?download=true`),
      send(`${MEDIA_FILES_PATH}/logo.svg`),
      send(`${MEDIA_FILES_PATH}/nested/a.png`),
      send(`${MEDIA_FILES_PATH}/missing.png`),
      send(`${MEDIA_FILES_PATH}/%2e%2e%2fsecret.png`),
      send(`${MEDIA_FILES_PATH}/portrait-360x450.webp`, {}, 'DELETE'),
      send('/api/people/file/portrait-360x450.webp'),
    ])
    for (const answer of passedOn) {
      expect(server.passedOn(answer)).toBe(true)
    }
  })
})
