import { createServer, get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { PAGE_RESPONSE_CACHE } from '@/config/constants'
import { contentGeneration, invalidatePublicResponses } from '@/events/content-generation'
import { PAGE_CACHE_CONTROL } from './page-cache-control'
import {
  answerWithCopy,
  asksForFreshAnswer,
  codingFor,
  isQueryPage,
  isShareable,
  type KeptPage,
  keepCopyOfAnswer,
  PAGE_CACHE_STATUS_HEADER,
  PageResponseCache,
  pageCacheKey,
} from './page-response-cache'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { host: 'site.test', ...headers } }) as unknown as IncomingMessage

const page = (body: string, storedAt = 0, headers = {}): KeptPage => ({
  headers: { 'content-type': 'text/html', ...headers },
  body: Buffer.from(body),
  storedAt,
  generation: 0,
})

describe('which requests may be answered from the copy', () => {
  it('keys a visitor’s GET of a page by coding, host and address', () => {
    expect(pageCacheKey(request('/en/news/7?x=1'))).toBe('identity site.test /en/news/7?x=1')
    expect(pageCacheKey(request('/team', { 'accept-encoding': 'gzip, br' }))).toBe(
      'gzip site.test /team',
    )
    expect(pageCacheKey(request('/team', { cookie: 'i18n_redirected=en; theme=dark' }))).toBe(
      'identity site.test /team',
    )
  })

  it('the root, whose language is chosen per visitor, by the language cookie and Accept-Language', () => {
    expect(pageCacheKey(request('/'))).toBe('identity site.test /  ')
    expect(pageCacheKey(request('/?utm=1', { cookie: 'a=1; i18n_redirected=en; b=2' }))).toBe(
      'identity site.test /?utm=1 en ',
    )
    const english = pageCacheKey(request('/', { 'accept-language': 'en-GB,en;q=0.9' }))
    const russian = pageCacheKey(request('/', { 'accept-language': 'ru-RU,ru;q=0.9' }))
    expect(english).not.toBe(russian)
    expect(english).not.toBe(pageCacheKey(request('/')))
    expect(pageCacheKey(request('/', { 'accept-language': 'x'.repeat(201) }))).toBeNull()
  })

  it('never for staff, drafts or Next’s own requests', () => {
    expect(pageCacheKey(request('/en', {}, 'POST'))).toBeNull()
    expect(pageCacheKey(request('/en', {}, 'HEAD'))).toBeNull()
    expect(pageCacheKey(request('/en', { authorization: 'Bearer x' }))).toBeNull()
    // Payload's real session cookie, not the name Payload's documentation uses by default.
    expect(pageCacheKey(request('/en', { cookie: 'payload-token=a' }))).not.toBeNull()
    for (const cookie of ['collegium-token=a', 'x=1; apollo-token=b', '__prerender_bypass=c']) {
      expect(pageCacheKey(request('/en', { cookie }))).toBeNull()
    }
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action']) {
      expect(pageCacheKey(request('/en', { [header]: '1' }))).toBeNull()
    }
    expect(pageCacheKey(request('/en?_rsc=abc'))).toBeNull()
    expect(pageCacheKey(request('/en?a=1&_rsc'))).toBeNull()
    expect(pageCacheKey(request('/en', { 'accept-encoding': 'deflate' }))).toBeNull()
  })

  it('tells the coding Next will answer with', () => {
    expect(codingFor(undefined)).toBe('identity')
    expect(codingFor('gzip, deflate, br, zstd')).toBe('gzip')
    expect(codingFor('br')).toBe('identity')
    expect(codingFor('gzip;q=0, identity')).toBe('identity')
    expect(codingFor('*')).toBe('gzip')
    expect(codingFor('deflate')).toBeNull()
  })

  it('a hard reload asks for a fresh answer', () => {
    expect(asksForFreshAnswer(request('/en', { 'cache-control': 'no-cache' }))).toBe(true)
    // A browser revalidating its copy (F5) sends max-age=0: a copy seconds old answers it.
    expect(asksForFreshAnswer(request('/en', { 'cache-control': 'max-age=0' }))).toBe(false)
    expect(asksForFreshAnswer(request('/en', { pragma: 'no-cache' }))).toBe(true)
    expect(asksForFreshAnswer(request('/en', { 'cache-control': 'max-age=60' }))).toBe(false)
    expect(asksForFreshAnswer(request('/en'))).toBe(false)
  })
})

describe('which answers may be kept', () => {
  const shareable = { 'cache-control': PAGE_CACHE_CONTROL }
  it('a 200 with the shared page header, setting no cookie but the page’s language', () => {
    expect(isShareable(200, shareable, 'identity')).toBe(true)
    expect(
      isShareable(200, { ...shareable, 'set-cookie': ['i18n_redirected=en; Path=/'] }, 'identity'),
    ).toBe(true)
    expect(isShareable(200, { ...shareable, 'content-encoding': 'gzip' }, 'gzip')).toBe(true)
  })

  it('nothing private, failed, cookie-setting or in another coding', () => {
    expect(isShareable(500, shareable, 'identity')).toBe(false)
    expect(isShareable(503, shareable, 'identity')).toBe(false)
    expect(isShareable(200, { 'cache-control': 'private, no-store' }, 'identity')).toBe(false)
    expect(isShareable(200, {}, 'identity')).toBe(false)
    expect(isShareable(200, { ...shareable, 'set-cookie': 'session=1; Path=/' }, 'identity')).toBe(
      false,
    )
    expect(
      isShareable(
        200,
        { ...shareable, 'set-cookie': ['i18n_redirected=en; Path=/', 'other=1'] },
        'identity',
      ),
    ).toBe(false)
    expect(isShareable(200, shareable, 'gzip')).toBe(false)
    expect(isShareable(200, { ...shareable, 'content-encoding': 'gzip' }, 'identity')).toBe(false)
  })

  it('a query page’s answer whatever its Cache-Control, under the same other rules', () => {
    const dynamic = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }
    expect(isShareable(200, dynamic, 'identity', true)).toBe(true)
    expect(isShareable(200, dynamic, 'identity')).toBe(false)
    expect(isShareable(404, dynamic, 'identity', true)).toBe(false)
    expect(isShareable(200, { ...dynamic, 'set-cookie': 'session=1' }, 'identity', true)).toBe(
      false,
    )
    expect(isShareable(200, dynamic, 'gzip', true)).toBe(false)
  })

  it('tells the query pages (press center, site search) from the others', () => {
    for (const path of ['/news', '/en/news', '/search', '/en/search', '/news/']) {
      expect(isQueryPage(path), path).toBe(true)
    }
    for (const path of ['/news/7', '/en/news/rss.xml', '/team', '/', '/searches', '/en/newsx']) {
      expect(isQueryPage(path), path).toBe(false)
    }
  })
})

describe('PageResponseCache', () => {
  const limits = { ...PAGE_RESPONSE_CACHE, ttlMs: 1000, entries: 3, maxBytes: 10, maxEntryBytes: 6 }

  it('forgets a copy once its time is up', () => {
    const cache = new PageResponseCache(limits)
    cache.set('a', { ...page('abc', 0), generation: contentGeneration() })
    expect(cache.get('a', 999)?.body.toString()).toBe('abc')
    expect(cache.get('a', 1000)).toBeUndefined()
    expect(cache.size).toBe(0)
    expect(cache.byteSize).toBe(0)
  })

  it('sweeps copies past their time on the next write, whether anyone asks for them or not', () => {
    let now = 0
    const cache = new PageResponseCache(limits, () => now)
    const g = contentGeneration()
    cache.set('a', { ...page('aaa', 0), generation: g })
    cache.set('b', { ...page('bb', 0), generation: g })
    now = 1500
    cache.set('c', { ...page('c', 1500), generation: g })
    expect(cache.size).toBe(1)
    expect(cache.byteSize).toBe(1)
  })

  it('forgets every copy when content changes', () => {
    const cache = new PageResponseCache(limits)
    cache.set('a', { ...page('abc', 0), generation: contentGeneration() })
    invalidatePublicResponses()
    expect(cache.get('a', 1)).toBeUndefined()
  })

  it('stays within its number and bytes, forgetting the least recently used first', () => {
    const cache = new PageResponseCache(limits)
    const g = contentGeneration()
    cache.set('a', { ...page('aaa'), generation: g })
    cache.set('b', { ...page('bbb'), generation: g })
    cache.set('c', { ...page('cc'), generation: g })
    expect(cache.get('a', 1)).toBeDefined() // now b is the least recently used
    cache.set('d', { ...page('dd'), generation: g })
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.size).toBe(3)
    expect(cache.byteSize).toBe(7)
    cache.set('e', { ...page('eeeee'), generation: g }) // 12 bytes: the oldest go
    expect(cache.byteSize).toBeLessThanOrEqual(10)
    expect(cache.get('e', 1)?.body.toString()).toBe('eeeee')
    cache.set('f', { ...page('fffffff'), generation: g }) // larger than one entry may be
    expect(cache.get('f', 1)).toBeUndefined()
  })
})

type Handler = (req: IncomingMessage, res: ServerResponse) => void

let close: (() => void) | undefined
afterEach(() => close?.())

/** A real HTTP server that answers from the copy as the server's step does, else calls `handler`. */
async function site(handler: Handler, spoiled = () => false) {
  const cache = new PageResponseCache()
  let rendered = 0
  const server = createServer((req, res) => {
    res.setHeader('x-own', 'per-request')
    const key = pageCacheKey(req)
    const copy = key && !asksForFreshAnswer(req) ? cache.get(key) : undefined
    if (copy) return answerWithCopy(req, res, copy)
    if (key) keepCopyOfAnswer(res, cache, key, spoiled)
    rendered++
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  // node:http rather than fetch: fetch adds its own Accept-Encoding and Cache-Control.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Headers; body: string }>((resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const received = new Headers()
          for (const [name, value] of Object.entries(response.headers)) {
            for (const v of Array.isArray(value) ? value : [value ?? '']) received.append(name, v)
          }
          const raw = Buffer.concat(chunks)
          const packed = response.headers['content-encoding'] === 'gzip'
          resolve({
            status: response.statusCode ?? 0,
            headers: received,
            body: (packed ? gunzipSync(raw) : raw).toString(),
          })
        })
      }).on('error', reject)
    })
  return { get, rendered: () => rendered, cache }
}

/** A page as Next sends it from its cache: streamed in parts, strings and bytes. */
const nextPage: Handler = (_req, res) => {
  res.setHeader('cache-control', PAGE_CACHE_CONTROL)
  res.setHeader('etag', '"v1"')
  res.setHeader('set-cookie', 'i18n_redirected=en; Path=/')
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.write('<html><body>Адвокаты ')
  res.write(Buffer.from('и юристы'))
  res.end('</body></html>')
}

describe('answering from the copy over HTTP', () => {
  it('answers a repeat from memory with the same page, headers and cookie', async () => {
    const s = await site(nextPage)
    const first = await s.get('/en/team')
    const second = await s.get('/en/team')
    expect(s.rendered()).toBe(1)
    expect(first.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('MISS')
    expect(second.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('HIT')
    expect(second.body).toBe('<html><body>Адвокаты и юристы</body></html>')
    expect(second.body).toBe(first.body)
    for (const name of ['content-type', 'cache-control', 'etag', 'set-cookie', 'x-own']) {
      expect(second.headers.get(name)).toBe(first.headers.get(name))
    }
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(first.body)))
    expect(second.headers.get('age')).toMatch(/^\d+$/)
  })

  it('says 304 to a client that has the page', async () => {
    const s = await site(nextPage)
    await s.get('/en/team')
    const again = await s.get('/en/team', { 'if-none-match': 'W/"v1"' })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    expect(s.rendered()).toBe(1)
  })

  it('renders anew after a content change, on a hard reload, and per address and coding', async () => {
    const s = await site(nextPage)
    await s.get('/en/team')
    invalidatePublicResponses()
    await s.get('/en/team')
    expect(s.rendered()).toBe(2)
    const reload = await s.get('/en/team', { 'cache-control': 'no-cache' })
    expect(reload.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe('MISS')
    expect(s.rendered()).toBe(3)
    await s.get('/en/team?page=2')
    expect(s.rendered()).toBe(4)
    await s.get('/en/team')
    expect(s.rendered()).toBe(4)
  })

  it('keeps the gzip answer apart from the plain one', async () => {
    const s = await site((req, res) => {
      const gzip = codingFor(req.headers['accept-encoding']) === 'gzip'
      res.setHeader('cache-control', PAGE_CACHE_CONTROL)
      res.setHeader('content-type', 'text/html')
      if (gzip) res.setHeader('content-encoding', 'gzip')
      res.end(gzip ? gzipSync('<p>packed</p>') : '<p>plain</p>')
    })
    await s.get('/en', { 'accept-encoding': 'gzip' })
    await s.get('/en', { 'accept-encoding': 'identity' })
    const packed = await s.get('/en', { 'accept-encoding': 'gzip' })
    const plain = await s.get('/en', { 'accept-encoding': 'identity' })
    expect(s.rendered()).toBe(2)
    expect(packed.body).toBe('<p>packed</p>')
    expect(plain.body).toBe('<p>plain</p>')
  })

  it('never keeps a private page, a page that met an outage or one made while content changed', async () => {
    const personal = await site((_req, res) => {
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.end('<p>for you</p>')
    })
    await personal.get('/en/news')
    await personal.get('/en/news')
    expect(personal.rendered()).toBe(2)
    close?.()

    const outage = await site(nextPage, () => true)
    await outage.get('/en/team')
    await outage.get('/en/team')
    expect(outage.rendered()).toBe(2)
    close?.()

    const changing = await site((req, res) => {
      invalidatePublicResponses()
      nextPage(req, res)
    })
    await changing.get('/en/team')
    await changing.get('/en/team')
    expect(changing.rendered()).toBe(2)
    expect(changing.cache.size).toBe(0)
  })
})
