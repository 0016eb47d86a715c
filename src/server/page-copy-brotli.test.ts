import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentGeneration, invalidatePublicResponses } from '@/events/content-generation'
import { type StepServer, startStepServer } from '../../support/step-server'
import { PAGE_CACHE_CONTROL } from './page-cache-control'
import { BrotliCopies, brotliHeaders, brotliKeyFor } from './page-copy-brotli'
import {
  answerFromPageCopy,
  type KeptPage,
  PAGE_CACHE_STATUS_HEADER,
  PageResponseCache,
} from './page-response-cache'
import type { RequestStep } from './request-steps'

/** A page's HTML as Next would send it: text that repeats, as markup does. */
const html = `<!DOCTYPE html><html lang="ru"><body>${Array.from(
  { length: 200 },
  (_, i) => `<article><h2>Новость ${i}</h2><p>Адвокаты коллегии о деле № ${i}</p></article>`,
).join('')}</body></html>`

const gzipPage = (text = html, generation = contentGeneration()): KeptPage => ({
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': 'gzip',
    'cache-control': PAGE_CACHE_CONTROL,
    vary: 'rsc, next-router-state-tree',
    etag: '"page-1"',
  },
  body: gzipSync(text),
  storedAt: 1_000,
  generation,
})

describe('which requests get a Brotli copy', () => {
  it('a gzip copy asked for by a browser that accepts Brotli at least as well as gzip', () => {
    expect(brotliKeyFor('gzip site.test /en', 'gzip, deflate, br, zstd')).toBe('br site.test /en')
    expect(brotliKeyFor('gzip site.test /', 'br, gzip')).toBe('br site.test /')
    expect(brotliKeyFor('gzip site.test /en', 'gzip')).toBeNull()
    expect(brotliKeyFor('gzip site.test /en', 'gzip, br;q=0')).toBeNull()
    expect(brotliKeyFor('gzip site.test /en', 'gzip, br;q=0.5')).toBeNull()
    expect(brotliKeyFor('identity site.test /en', 'br')).toBeNull()
  })
})

describe('brotliHeaders', () => {
  it('names the coding, keeps the rest, varies by Accept-Encoding and weakens the tag', () => {
    const headers = brotliHeaders(gzipPage().headers)
    expect(headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': PAGE_CACHE_CONTROL,
      vary: 'rsc, next-router-state-tree, Accept-Encoding',
      etag: 'W/"page-1"',
    })
    expect(brotliHeaders({ vary: 'Accept-Encoding', etag: 'W/"x"' })).toMatchObject({
      vary: 'Accept-Encoding',
      etag: 'W/"x"',
    })
    expect(brotliHeaders({}).vary).toBe('Accept-Encoding')
  })
})

describe('BrotliCopies', () => {
  it('keeps a smaller Brotli copy of the same text, written when the gzip copy was', async () => {
    const cache = new PageResponseCache()
    const page = gzipPage()
    await new BrotliCopies({ quality: 5, maxPending: 4, maxTextBytes: 1_000_000 }).add(
      cache,
      'br k',
      page,
    )
    const copy = cache.get('br k', page.storedAt) as KeptPage
    expect(brotliDecompressSync(copy.body).toString()).toBe(html)
    expect(copy.body.length).toBeLessThan(page.body.length)
    expect(copy.headers['content-encoding']).toBe('br')
    expect(copy).toMatchObject({ storedAt: page.storedAt, generation: page.generation })
  })

  it('keeps nothing made while content changed, nor from a plain copy', async () => {
    const cache = new PageResponseCache()
    const copies = new BrotliCopies({ quality: 5, maxPending: 4, maxTextBytes: 1_000_000 })
    const changing = copies.add(cache, 'br changed', gzipPage())
    invalidatePublicResponses()
    await changing
    const plain = { ...gzipPage(), headers: { 'content-type': 'text/html' } }
    await copies.add(cache, 'br plain', plain)
    expect(cache.size).toBe(0)
  })

  it('makes one copy of a page at a time, and no more copies at once than its bound', async () => {
    const cache = new PageResponseCache()
    const copies = new BrotliCopies({ quality: 5, maxPending: 2, maxTextBytes: 1_000_000 })
    const made = [
      copies.add(cache, 'br a', gzipPage()),
      copies.add(cache, 'br a', gzipPage()),
      copies.add(cache, 'br b', gzipPage()),
      copies.add(cache, 'br c', gzipPage()),
    ]
    expect(copies.making).toBe(2)
    await Promise.all(made)
    expect(copies.making).toBe(0)
    expect(cache.size).toBe(2)
    expect(cache.get('br c', 1_000)).toBeUndefined()
    await copies.add(cache, 'br c', gzipPage())
    expect(cache.get('br c', 1_000)).toBeDefined()
  })

  it('keeps the page in gzip when it cannot be unpacked or is too large, and says so', async () => {
    const cache = new PageResponseCache()
    const broken = { ...gzipPage(), body: Buffer.from('not gzip') }
    const logged: unknown[] = []
    const error = console.error
    console.error = (...args: unknown[]) => logged.push(args.join(' '))
    try {
      await new BrotliCopies().add(cache, 'br broken', broken)
      const small = { quality: 5, maxPending: 1, maxTextBytes: html.length - 1 }
      await new BrotliCopies(small).add(cache, 'br large', gzipPage())
    } finally {
      console.error = error
    }
    expect(cache.size).toBe(0)
    expect(logged).toEqual([
      expect.stringContaining('no Brotli copy of br broken'),
      expect.stringContaining('no Brotli copy of br large'),
    ])
  })
})

describe('the page copy step with Brotli, on a real server', () => {
  let server: StepServer
  let rendered = 0
  /** Counts the copies it has finished (kept or not). */
  class CountedCopies extends BrotliCopies {
    finished = 0
    override add(...args: Parameters<BrotliCopies['add']>) {
      return super.add(...args).finally(() => this.finished++)
    }
  }
  const brotli = new CountedCopies({ quality: 5, maxPending: 4, maxTextBytes: 1_000_000 })
  /** Stands in for Next: a shared page, in gzip when the browser accepts it. */
  const next: RequestStep = ({ req, res }) => {
    rendered++
    const gzip = /gzip/.test(String(req.headers['accept-encoding']))
    res.setHeader('cache-control', PAGE_CACHE_CONTROL)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('etag', '"page-1"')
    if (gzip) res.setHeader('content-encoding', 'gzip')
    res.end(gzip ? gzipSync(html) : html)
    return 'answered'
  }
  const both = { 'accept-encoding': 'gzip, deflate, br, zstd' }
  const send: StepServer['send'] = (...args) => server.send(...args)
  /** Sends a request that makes a Brotli copy, and waits until it is made. */
  const sendAndCopy: StepServer['send'] = async (...args) => {
    const before = brotli.finished
    const answer = await server.send(...args)
    for (let i = 0; i < 400 && brotli.finished === before; i++) {
      await new Promise((r) => setTimeout(r, 5))
    }
    expect(brotli.finished).toBe(before + 1)
    return answer
  }
  /** Asks for a page twice, the second time making its Brotli copy. */
  const askTwice = async (path: string) => {
    await send(path, both)
    return sendAndCopy(path, both)
  }

  beforeAll(async () => {
    const step = answerFromPageCopy(new PageResponseCache(), new PageResponseCache(), brotli)
    server = await startStepServer([step, next])
  })
  afterAll(() => server?.close())

  it('answers a page in gzip until it is asked for again and its Brotli copy made', async () => {
    rendered = 0
    const first = await send('/en/team', both)
    expect(first.headers).toMatchObject({
      'content-encoding': 'gzip',
      [PAGE_CACHE_STATUS_HEADER]: 'MISS',
    })
    expect(gunzipSync(first.body).toString()).toBe(html)
    // A page asked for once is not packed again.
    await new Promise((r) => setTimeout(r, 50))
    expect(brotli.finished).toBe(0)
    const second = await sendAndCopy('/en/team', both)
    expect(second.headers).toMatchObject({
      'content-encoding': 'gzip',
      [PAGE_CACHE_STATUS_HEADER]: 'HIT',
    })
    const third = await send('/en/team', both)
    expect(third.headers).toMatchObject({
      'content-encoding': 'br',
      [PAGE_CACHE_STATUS_HEADER]: 'HIT',
      'content-length': String(third.body.length),
      etag: 'W/"page-1"',
    })
    expect(String(third.headers.vary)).toMatch(/Accept-Encoding/)
    expect(brotliDecompressSync(third.body).toString()).toBe(html)
    expect(third.body.length).toBeLessThan(first.body.length)
    const gzipOnly = await send('/en/team', { 'accept-encoding': 'gzip' })
    expect(gzipOnly.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipOnly.body).toString()).toBe(html)
    expect(rendered).toBe(1)
  })

  it('says 304 to a client holding either coding, by the weak tag or the strong one', async () => {
    await askTwice('/en/practices')
    for (const tag of ['W/"page-1"', '"page-1"']) {
      const again = await send('/en/practices', { ...both, 'if-none-match': tag })
      expect(again.status).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers['content-encoding']).toBeUndefined()
    }
  })

  it('renders anew after a content change, the Brotli copy gone with the gzip one', async () => {
    rendered = 0
    await askTwice('/en/news/1')
    expect((await send('/en/news/1', both)).headers['content-encoding']).toBe('br')
    invalidatePublicResponses()
    const after = await send('/en/news/1', both)
    expect(after.headers).toMatchObject({
      'content-encoding': 'gzip',
      [PAGE_CACHE_STATUS_HEADER]: 'MISS',
    })
    expect(rendered).toBe(2)
  })

  it('passes a hard reload on to Next even when a Brotli copy is kept', async () => {
    rendered = 0
    await askTwice('/en/contacts')
    const reload = await send('/en/contacts', { ...both, 'cache-control': 'no-cache' })
    expect(reload.headers[PAGE_CACHE_STATUS_HEADER]).toBe('MISS')
    expect(rendered).toBe(2)
  })
})
