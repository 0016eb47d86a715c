import { describe, expect, it } from 'vitest'

import { requestId, requestLine, routeKind, routePattern, statusClass } from './request-line'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('requestId', () => {
  it('keeps a sane token from the client or proxy', () => {
    expect(requestId('abc-123_x.Y')).toBe('abc-123_x.Y')
    expect(requestId('a'.repeat(128))).toBe('a'.repeat(128))
  })

  it('makes a UUID instead of anything else', () => {
    for (const given of [
      undefined,
      '',
      'a'.repeat(129),
      'has space',
      'quote"d',
      'line\nbreak',
      'ид',
      ['a', 'b'],
    ]) {
      expect(requestId(given)).toMatch(UUID)
    }
    expect(requestId(undefined)).not.toBe(requestId(undefined))
  })
})

describe('routeKind', () => {
  it('sorts requests into the kinds the metrics count', () => {
    expect(routeKind('/')).toBe('page')
    expect(routeKind('/en/news/12')).toBe('page')
    expect(routeKind('/news/rss.xml')).toBe('page')
    expect(routeKind('/api/posts')).toBe('api')
    expect(routeKind('/api/media/file/photo.jpg')).toBe('api')
    expect(routeKind('/graphql')).toBe('graphql')
    expect(routeKind('/admin/collections/posts')).toBe('admin')
    expect(routeKind('/_next/static/chunks/main-0a1b.js')).toBe('static')
    expect(routeKind('/favicon.ico')).toBe('static')
    expect(routeKind('/readyz')).toBe('other')
    expect(routeKind('/metrics')).toBe('other')
  })
})

describe('routePattern', () => {
  it('keeps the words of a route and masks its values', () => {
    expect(routePattern('/')).toBe('/')
    expect(routePattern('/en/news/rss.xml')).toBe('/en/news/rss.xml')
    expect(routePattern('/team/12/ivan-petrov')).toBe('/team/:value/ivan-petrov')
    expect(routePattern('/api/callback-requests/7')).toBe('/api/callback-requests/:value')
  })

  it('never keeps a search, a token or encoded text', () => {
    expect(routePattern('/search/query/contract')).toBe('/search/query/:value')
    expect(routePattern('/en/news/query/%D0%B4%D0%BE')).toBe('/en/news/query/:value')
    expect(routePattern('/api/users/verify/abcdef')).toBe('/api/users/verify/:value')
    expect(routePattern('/admin/reset/0f3a9c')).toBe('/admin/reset/:value')
    expect(routePattern('/news?q=secret')).toBe('/news')
  })

  it('is bounded in length', () => {
    expect(routePattern(`/${'a/'.repeat(50)}`)).toBe('/a/a/a/a/a/a/a/a/…')
    expect(routePattern(`/${'x'.repeat(41)}`)).toBe('/:value')
  })
})

describe('requestLine', () => {
  it('has the fields of a request, without its query string or cookies', () => {
    const line = requestLine(
      { method: 'POST', url: '/search/query/lease?q=Иван&phone=+79123456789', id: 'r1' },
      500,
      12.345,
    )
    expect(line).toEqual({
      requestId: 'r1',
      method: 'POST',
      route: '/search/query/:value',
      kind: 'page',
      status: 500,
      durationMs: 12.3,
    })
    expect(JSON.stringify(line)).not.toMatch(/Иван|7912|lease|q=/)
  })

  it('counts statuses by class', () => {
    expect(statusClass(204)).toBe('2xx')
    expect(statusClass(503)).toBe('5xx')
  })
})
