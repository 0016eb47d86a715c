import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { invalidatePublicResponses } from '@/events/content-generation'
import {
  FRAME_HEADER,
  frameToken,
  type QueryRegionMaker,
  searchParamsRecord,
} from '@/lib/query-regions'
import { answerFromPageCopy, PageResponseCache } from './page-response-cache'
import {
  answerSearchesFromFrames,
  queryFramesFrom,
  queryRegionPageOf,
  splitFrame,
} from './query-region-step'
import { handleWithSteps, type RequestStep } from './request-steps'

let close: (() => void) | undefined
afterEach(() => close?.())

const FRAME = (id: string) =>
  `<!DOCTYPE html><html><body><h1>Frame</h1><div id="${id}" class="region"></div><script>self.__next_f.push([1,"x"])</script></body></html>`

/**
 * A real HTTP server: the frame step (after the page copy) before a stand-in for Next, which
 * answers a frame request (this process's token) with the frame of its page and anything else
 * with what it was asked.
 */
async function serve(maker: QueryRegionMaker | undefined, frame = defaultFrame) {
  const seen: string[] = []
  const next: RequestStep = ({ req, res, path }) => {
    const isFrame = req.headers[FRAME_HEADER] === frameToken()
    seen.push(`${isFrame ? 'frame' : 'next'} ${req.url}`)
    if (isFrame) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        vary: 'rsc, Accept-Encoding',
        etag: '"frame"',
      })
      res.end(frame(path))
      return 'answered'
    }
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end(`next ${req.url}`)
    return 'answered'
  }
  let handle: ReturnType<typeof handleWithSteps> = () => undefined
  const server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  handle = handleWithSteps([
    answerFromPageCopy(new PageResponseCache(), new PageResponseCache()),
    answerSearchesFromFrames(queryFramesFrom(origin), () => maker),
    next,
  ])
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } })
  return { get, seen }
}

const defaultFrame = (path: string) =>
  FRAME(path.endsWith('news') ? 'news-region' : 'search-region')

const region: QueryRegionMaker = async (locale, search) =>
  `<p>${locale} ${String(search.q)} &lt;found&gt;</p>`

describe('searches answered from their page’s frame', () => {
  it('splits a frame at its one empty region, and refuses any other', () => {
    expect(splitFrame(FRAME('search-region'), 'search-region')).toEqual({
      before: '<!DOCTYPE html><html><body><h1>Frame</h1><div id="search-region" class="region">',
      after: '</div><script>self.__next_f.push([1,"x"])</script></body></html>',
    })
    expect(splitFrame(FRAME('news-region'), 'search-region')).toBeNull()
    expect(splitFrame(FRAME('search-region') + FRAME('search-region'), 'search-region')).toBeNull()
    expect(splitFrame('<div id="search-region"><p>full</p></div>', 'search-region')).toBeNull()
  })

  it('knows the query pages in both languages, and no other path', () => {
    expect(queryRegionPageOf('/search')).toEqual({ name: 'search', locale: 'ru' })
    expect(queryRegionPageOf('/en/search')).toEqual({ name: 'search', locale: 'en' })
    expect(queryRegionPageOf('/en/news')).toEqual({ name: 'news', locale: 'en' })
    for (const path of ['/search/', '/en/search/x', '/searching', '/fr/search', '/news/1']) {
      expect(queryRegionPageOf(path), path).toBeNull()
    }
  })

  it('reads parameters as Next gives them to a page', () => {
    expect(searchParamsRecord('q=a+b&type=news&q=c&page=%32')).toEqual({
      q: ['a b', 'c'],
      type: 'news',
      page: '2',
    })
    expect(searchParamsRecord('')).toEqual({})
  })
})

describe('the frame step on a real server', () => {
  it('answers a search with the frame around the query’s region, fetching the frame once', async () => {
    const { get, seen } = await serve(region)
    const res = await get('/en/search?q=arbitration')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(
      FRAME('search-region').replace('</div>', '<p>en arbitration &lt;found&gt;</p></div>'),
    )
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toMatch(/^private/)
    expect(res.headers.get('etag')).toBeNull()
    expect(res.headers.get('x-page-cache')).toBe('MISS')
    // Gzipped for a browser that takes it; the frame is not asked for again.
    const zipped = await fetch(res.url.replace('arbitration', 'court'), {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(await zipped.text()).toContain('<p>en court &lt;found&gt;</p>')
    expect(seen).toEqual(['frame /en/search'])
    // A repeat comes from the page copy; a content change makes a new frame.
    expect((await get('/en/search?q=arbitration')).headers.get('x-page-cache')).toBe('HIT')
    invalidatePublicResponses()
    expect(await (await get('/search?q=суд')).text()).toContain('<p>ru суд')
    expect(await (await get('/en/search?q=law')).text()).toContain('<p>en law')
    expect(seen).toEqual(['frame /en/search', 'frame /search', 'frame /en/search'])
  })

  it('leaves to Next what it cannot answer alike for everyone', async () => {
    const { get, seen } = await serve(region)
    const cases: [string, Record<string, string>][] = [
      ['/search', {}],
      ['/search?q=%20%00', {}],
      ['/search?type=news', {}],
      ['/search?q=a', { rsc: '1' }],
      ['/search?q=a', { cookie: 'collegium-token=x' }],
      ['/search?q=a', { authorization: 'JWT x' }],
      ['/search?q=a', { [FRAME_HEADER]: 'a guess' }],
      ['/search?q=a', { 'accept-encoding': 'deflate' }],
      ['/practices?q=a', {}],
    ]
    for (const [path, headers] of cases) {
      expect(await (await get(path, headers)).text(), `${path} ${JSON.stringify(headers)}`).toBe(
        `next ${path}`,
      )
    }
    expect(seen.every((line) => line.startsWith('next '))).toBe(true)
  })

  it('goes on to Next when the region cannot be made or the frame cannot be had', async () => {
    const failing = await serve(async () => {
      throw new Error('database unreachable')
    })
    expect(await (await failing.get('/search?q=a')).text()).toBe('next /search?q=a')
    close?.()
    const none = await serve(undefined)
    expect(await (await none.get('/search?q=a')).text()).toBe('next /search?q=a')
    close?.()
    // A page without its region (or with two) is no frame; it is asked for again next time.
    const broken = await serve(region, () => '<html><body>no region</body></html>')
    expect(await (await broken.get('/search?q=a')).text()).toBe('next /search?q=a')
    expect(await (await broken.get('/search?q=b')).text()).toBe('next /search?q=b')
    expect(broken.seen).toEqual([
      'frame /search',
      'next /search?q=a',
      'frame /search',
      'next /search?q=b',
    ])
  })
})
