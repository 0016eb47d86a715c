import { describe, expect, it } from 'vitest'

import { feedHref, parseFeedQuery } from './feed-query'

const parse = (query: string) => parseFeedQuery(new URLSearchParams(query))

describe('a feed’s query', () => {
  it('reads a practice, a kind, both, or neither', () => {
    expect(parse('')).toEqual({})
    expect(parse('practice=12')).toEqual({ practice: 12 })
    expect(parse('type=event')).toEqual({ type: 'event' })
    expect(parse('type=news&practice=3')).toEqual({ practice: 3, type: 'news' })
  })

  it('says what is wrong with anything else', () => {
    for (const query of [
      'practice=0',
      'practice=abc',
      'practice=1&practice=2',
      'type=gossip',
      'q=x',
    ]) {
      expect(parse(query)).toHaveProperty('problem')
    }
  })

  it('writes the links the parser reads back', () => {
    expect(feedHref('/news/rss.xml', {})).toBe('/news/rss.xml')
    const href = feedHref('/news/rss.xml', { type: 'publication', practice: 7 })
    expect(href).toBe('/news/rss.xml?practice=7&type=publication')
    expect(parse(href.split('?')[1] ?? '')).toEqual({ practice: 7, type: 'publication' })
  })
})
