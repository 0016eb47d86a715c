import { describe, expect, it } from 'vitest'

import { newsHref, parseNewsQuery } from './news-query'

describe('parseNewsQuery', () => {
  it('reads a known type and page', () => {
    expect(parseNewsQuery({ type: 'event', page: '3' })).toEqual({ type: 'event', page: 3 })
  })
  it('falls back to all types for an unknown type', () => {
    expect(parseNewsQuery({ type: 'gossip' })).toEqual({ type: null, page: 1 })
    expect(parseNewsQuery({ type: ['news', 'event'] })).toEqual({ type: 'news', page: 1 })
  })
  it('treats a bad page as the first page', () => {
    for (const page of ['0', '-1', 'x', '1.5', '999999999', '']) {
      expect(parseNewsQuery({ page }).page, page).toBe(1)
    }
  })
})

describe('newsHref', () => {
  it('omits defaults', () => {
    expect(newsHref({ type: null, page: 1 })).toBe('/news')
    expect(newsHref({ type: 'publication', page: 2 })).toBe('/news?type=publication&page=2')
  })
})
