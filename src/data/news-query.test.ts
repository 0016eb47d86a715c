import { describe, expect, it } from 'vitest'

import { NEWS_QUERY_MAX_LENGTH, NEWS_QUERY_MAX_TERMS } from '@/config/constants'

import {
  caseVariants,
  newsHref,
  normalizeNewsQuery,
  parseNewsQuery,
  searchTerms,
} from './news-query'

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

describe('normalizeNewsQuery', () => {
  it('removes control characters and collapses spaces', () => {
    expect(normalizeNewsQuery('a\u0000b\n\tc   d')).toBe('a b c d')
    expect(normalizeNewsQuery('\u0000')).toBe('')
    expect(normalizeNewsQuery(undefined)).toBe('')
  })
  it('bounds the length without cutting an emoji in half', () => {
    expect(normalizeNewsQuery('а'.repeat(500))).toHaveLength(NEWS_QUERY_MAX_LENGTH)
    const emoji = normalizeNewsQuery('⚖️'.repeat(200))
    expect(Array.from(emoji).length).toBeLessThanOrEqual(NEWS_QUERY_MAX_LENGTH)
    expect(emoji.isWellFormed()).toBe(true)
    const pairs = normalizeNewsQuery('😀'.repeat(200))
    expect(pairs).toBe('😀'.repeat(NEWS_QUERY_MAX_LENGTH))
  })
  it('keeps quotes and markup as text', () => {
    expect(normalizeNewsQuery(`"><script>alert('x')</script>`)).toBe(
      `"><script>alert('x')</script>`,
    )
  })
})

describe('searchTerms', () => {
  it('splits into lower-case words without duplicates', () => {
    expect(searchTerms('Санкционные  споры санкционные')).toEqual(['санкционные', 'споры'])
  })
  it('treats LIKE wildcards and the escape character as separators', () => {
    expect(searchTerms('%')).toEqual([])
    expect(searchTerms('_')).toEqual([])
    expect(searchTerms('22%')).toEqual(['22'])
    expect(searchTerms('a_b\\c')).toEqual(['a', 'b', 'c'])
  })
  it('keeps quotes, markup and emoji as words', () => {
    expect(searchTerms(`"><script> '`)).toEqual(['"><script>', "'"])
    expect(searchTerms('😀')).toEqual(['😀'])
  })
  it('takes a bounded number of words', () => {
    const many = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')
    expect(searchTerms(many)).toHaveLength(NEWS_QUERY_MAX_TERMS)
  })
})

describe('caseVariants', () => {
  it('adds the capitalised and upper-case spellings', () => {
    expect(caseVariants('фас')).toEqual(['фас', 'Фас', 'ФАС'])
    expect(caseVariants('22')).toEqual(['22'])
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
