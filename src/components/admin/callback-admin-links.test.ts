import { describe, expect, it } from 'vitest'

import { exportHref, requestHref } from './callback-admin-links'

describe('exportHref', () => {
  it('is the bare export address for an unfiltered list', () => {
    expect(exportHref('/api', new URLSearchParams('limit=10&page=2&sort=-createdAt'))).toBe(
      '/api/callback-requests/export.csv',
    )
  })

  it("carries the list's filter and search, and nothing else", () => {
    const list = new URLSearchParams(
      'limit=10&page=3&search=Иван&where[or][0][and][0][status][equals]=new&columns=[]',
    )
    const href = exportHref('/api', list)
    const query = new URL(href, 'http://localhost').searchParams
    expect([...query.keys()]).toEqual(['search', 'where[or][0][and][0][status][equals]'])
    expect(query.get('search')).toBe('Иван')
    expect(query.get('where[or][0][and][0][status][equals]')).toBe('new')
  })

  it('keeps a JSON where and values that need escaping intact', () => {
    const list = new URLSearchParams()
    list.set('where', '{"name":{"like":"a&b=c"}}')
    const href = exportHref('/api', list)
    expect(new URL(href, 'http://localhost').searchParams.get('where')).toBe(
      '{"name":{"like":"a&b=c"}}',
    )
  })

  it('ignores look-alike keys', () => {
    expect(exportHref('/api', new URLSearchParams('whereabouts=x&searching=y'))).toBe(
      '/api/callback-requests/export.csv',
    )
  })
})

describe('requestHref', () => {
  it("is the request's document view in the admin", () => {
    expect(requestHref('/admin', 12)).toBe('/admin/collections/callback-requests/12')
  })
})
