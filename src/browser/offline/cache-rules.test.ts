import { describe, expect, it } from 'vitest'

import {
  cacheKindOf,
  isKeepable,
  isNeverCachedPath,
  localeOfPath,
  offlinePagePath,
  type RequestFacts,
  staticFilesNamedIn,
} from './cache-rules'

const ORIGIN = 'https://gromov-larina.ru'

function request(path: string, facts: Partial<Omit<RequestFacts, 'header'>> = {}, headers = {}) {
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), String(v)]))
  return {
    method: 'GET',
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    referrer: `${ORIGIN}/`,
    mode: 'cors',
    destination: '',
    ...facts,
    header: (name: string) => lower.get(name.toLowerCase()) ?? null,
  }
}

const page = (path: string, facts: Partial<Omit<RequestFacts, 'header'>> = {}) =>
  request(path, { mode: 'navigate', destination: 'document', ...facts }, { accept: 'text/html' })

describe('cacheKindOf', () => {
  it('keeps pages a visitor opens, in both languages, and their navigation payloads', () => {
    expect(cacheKindOf(page('/'), ORIGIN)).toBe('pages')
    expect(cacheKindOf(page('/en/news/12'), ORIGIN)).toBe('pages')
    // What the page asks the worker to keep after a client navigation (register.ts).
    expect(cacheKindOf(request('/practices', {}, { accept: 'text/html' }), ORIGIN)).toBe('pages')
    expect(cacheKindOf(request('/team?_rsc=1x2y', {}, { rsc: '1' }), ORIGIN)).toBe('pageData')
  })

  it('keeps build files, resized images and content snapshots', () => {
    expect(cacheKindOf(request('/_next/static/chunks/app-1a2b.js'), ORIGIN)).toBe('static')
    expect(cacheKindOf(request('/_next/static/media/font.woff2'), ORIGIN)).toBe('static')
    expect(
      cacheKindOf(request('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75'), ORIGIN),
    ).toBe('images')
    expect(cacheKindOf(request('/_content/0123456789abcdef/db.json'), ORIGIN)).toBe('snapshots')
  })

  it.each([
    '/admin',
    '/admin/collections/posts',
    '/api/posts',
    '/api/users/me',
    '/graphql',
    '/graphql?id=abc',
    '/_next/data/build/en/news.json',
    '/healthz',
    '/readyz',
    '/_content/manifest.json',
  ])('never touches %s', (path) => {
    expect(cacheKindOf(page(path), ORIGIN)).toBeNull()
    expect(cacheKindOf(request(path), ORIGIN)).toBeNull()
  })

  it('never keeps what the admin asks for, even build files', () => {
    const fromAdmin = { referrer: `${ORIGIN}/admin/collections/posts` }
    expect(cacheKindOf(request('/_next/static/chunks/admin-9f.js', fromAdmin), ORIGIN)).toBeNull()
    expect(cacheKindOf(request('/_next/image?url=x', fromAdmin), ORIGIN)).toBeNull()
    // A page's own build files are kept.
    expect(cacheKindOf(request('/_next/static/chunks/admin-9f.js'), ORIGIN)).toBe('static')
  })

  it('leaves writes, prefetches, actions, other origins and other Next files to the network', () => {
    expect(cacheKindOf(page('/contacts', { method: 'POST' }), ORIGIN)).toBeNull()
    expect(
      cacheKindOf(request('/news?_rsc=a', {}, { rsc: '1', 'next-router-prefetch': '1' }), ORIGIN),
    ).toBeNull()
    expect(
      cacheKindOf(
        request('/news?_rsc=a', {}, { rsc: '1', 'next-router-segment-prefetch': '/_tree' }),
        ORIGIN,
      ),
    ).toBeNull()
    expect(
      cacheKindOf(request('/contacts', { method: 'POST' }, { 'next-action': 'abc' }), ORIGIN),
    ).toBeNull()
    expect(cacheKindOf(page('https://mc.yandex.ru/watch/1'), ORIGIN)).toBeNull()
    expect(cacheKindOf(request('/_next/webpack-hmr'), ORIGIN)).toBeNull()
    expect(cacheKindOf(request('/_content/nothash/db.json'), ORIGIN)).toBeNull()
    // Neither a document nor a payload (a feed, a file): left alone.
    expect(
      cacheKindOf(request('/news/rss.xml', {}, { accept: 'application/rss+xml' }), ORIGIN),
    ).toBeNull()
  })
})

describe('isNeverCachedPath', () => {
  it('matches the prefixes and what is below them, not look-alikes', () => {
    expect(isNeverCachedPath('/admin')).toBe(true)
    expect(isNeverCachedPath('/admin/login')).toBe(true)
    expect(isNeverCachedPath('/administration')).toBe(false)
    expect(isNeverCachedPath('/apiary')).toBe(false)
    expect(isNeverCachedPath('/en/api')).toBe(false)
  })
})

describe('isKeepable', () => {
  const response = (status: number, headers: Record<string, string> = {}, type = 'basic') => ({
    status,
    type,
    headers: new Headers(headers),
  })

  it('keeps a plain 200', () => {
    expect(isKeepable(response(200, { 'content-type': 'text/html' }))).toBe(true)
  })

  it('refuses errors, redirects, opaque answers and answers to a staff session', () => {
    expect(isKeepable(response(404))).toBe(false)
    expect(isKeepable(response(503))).toBe(false)
    expect(isKeepable(response(0, {}, 'opaqueredirect'))).toBe(false)
    expect(isKeepable(response(200, {}, 'opaque'))).toBe(false)
    expect(isKeepable(response(200, { 'cache-control': 'private, no-store' }))).toBe(false)
    expect(isKeepable(response(200, { 'cache-control': 'no-store' }))).toBe(false)
  })
})

describe('offline page per language', () => {
  it('finds the language of a path and its offline page', () => {
    expect(localeOfPath('/')).toBe('ru')
    expect(localeOfPath('/news/3')).toBe('ru')
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/team')).toBe('en')
    expect(localeOfPath('/english')).toBe('ru')
    expect(offlinePagePath('ru')).toBe('/offline')
    expect(offlinePagePath('en')).toBe('/en/offline')
  })
})

describe('staticFilesNamedIn', () => {
  it('finds the build files a page or a style sheet names, once each', () => {
    const html =
      '<link href="/_next/static/chunks/a1.css"><script src="/_next/static/chunks/b2.js"></script>' +
      '<script src="/_next/static/chunks/b2.js"></script><img src="/api/media/file/x.png">'
    expect(staticFilesNamedIn(html)).toEqual([
      '/_next/static/chunks/a1.css',
      '/_next/static/chunks/b2.js',
    ])
    expect(staticFilesNamedIn('url(/_next/static/media/font.woff2)')).toEqual([
      '/_next/static/media/font.woff2',
    ])
  })
})
