import { describe, expect, it } from 'vitest'

import { newsHref, parseNewsQuery } from './news-query'

describe('parseNewsQuery', () => {
  it('reads a known type and page', () => {
    expect(parseNewsQuery({ type: 'event', page: '3' })).toEqual({ type: 'event', page: 3, q: '' })
  })
  it('falls back to all types for an unknown type', () => {
    expect(parseNewsQuery({ type: 'gossip' })).toEqual({ type: null, page: 1, q: '' })
    expect(parseNewsQuery({ type: ['news', 'event'] })).toEqual({ type: 'news', page: 1, q: '' })
  })
  it('treats a bad page as the first page', () => {
    for (const page of ['0', '-1', 'x', '1.5', '999999999', '']) {
      expect(parseNewsQuery({ page }).page, page).toBe(1)
    }
  })
  it('reads the search, trimmed, and the first of repeated ones', () => {
    expect(parseNewsQuery({ q: '  арбитраж  ', type: 'news' })).toEqual({
      type: 'news',
      page: 1,
      q: 'арбитраж',
    })
    expect(parseNewsQuery({ q: ['санкции', 'налоги'] }).q).toBe('санкции')
  })
})

describe('newsHref', () => {
  it('omits defaults', () => {
    expect(newsHref({ type: null, page: 1 })).toBe('/news')
    expect(newsHref({ type: null, page: 1, q: '' })).toBe('/news')
    expect(newsHref({ type: 'publication', page: 2 })).toBe('/news?type=publication&page=2')
  })
  it('keeps the search, encoded', () => {
    expect(newsHref({ type: 'event', page: 2, q: 'санкции & споры' })).toBe(
      '/news?type=event&q=%D1%81%D0%B0%D0%BD%D0%BA%D1%86%D0%B8%D0%B8+%26+%D1%81%D0%BF%D0%BE%D1%80%D1%8B&page=2',
    )
  })
})
