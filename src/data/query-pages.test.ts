import { describe, expect, it } from 'vitest'

import { queryPagePath, querySearch } from './query-pages'

const path = (address: string) => {
  const url = new URL(address, 'http://site.test')
  return queryPagePath(url.pathname, url.searchParams)
}
const segment = (kept: string | null) => kept?.split('/').at(-1) ?? ''

describe('queryPagePath', () => {
  it('keeps one page per canonical query, in the address language', () => {
    const kept = path('/news?utm_source=x&type=event&page=2')
    expect(kept).toMatch(/^\/ru\/news\/query\/[\w-]+$/)
    expect(path('/news?page=2&type=event')).toBe(kept)
    expect(path('/en/search?q=arbitration')).toMatch(/^\/en\/search\/query\//)
  })

  it('leaves addresses that need no kept query page alone', () => {
    for (const address of [
      '/news',
      '/news?page=1',
      '/news?type=gossip&utm_source=x',
      '/search?q=%20%20',
      '/ru/news?type=event', // the default language's prefix is redirected away first
      '/de/news?type=event',
      '/news/12?type=event',
      '/team?q=x',
    ]) {
      expect(path(address), address).toBeNull()
    }
  })
})

describe('querySearch', () => {
  it('reads back the query the proxy named, as the page parsers take it', () => {
    const kept = path(`/news?q=${encodeURIComponent('арбитраж 100%')}&type=news&type=event`)
    expect(querySearch('news', segment(kept))).toEqual({ type: ['news'], q: ['арбитраж 100%'] })
    expect(querySearch('search', segment(path('/search?q=tax&page=3')))).toEqual({
      q: ['tax'],
      page: ['3'],
    })
  })

  it('refuses a segment the proxy would not make', () => {
    const other = Buffer.from('page=2&type=event').toString('base64url')
    expect(querySearch('news', other)).toBeNull()
    expect(querySearch('news', Buffer.from('page=1').toString('base64url'))).toBeNull()
    expect(querySearch('news', '%%%')).toBeNull()
  })
})
