import { describe, expect, it } from 'vitest'

import { normalizeSearchQuery, SEARCH, SEARCH_QUERY_MAX_WORDS } from './query'

describe('normalizeSearchQuery', () => {
  it('removes control characters and collapses spaces', () => {
    expect(normalizeSearchQuery('a\u0000b\n\tc   d')).toBe('a b c d')
    expect(normalizeSearchQuery('\u0000')).toBe('')
    expect(normalizeSearchQuery(undefined)).toBe('')
  })
  it('bounds the length without cutting an emoji in half', () => {
    expect(normalizeSearchQuery('а'.repeat(500))).toHaveLength(SEARCH.maxQueryLength)
    const emoji = normalizeSearchQuery('⚖️'.repeat(200))
    expect(Array.from(emoji).length).toBeLessThanOrEqual(SEARCH.maxQueryLength)
    expect(emoji.isWellFormed()).toBe(true)
    const pairs = normalizeSearchQuery('😀'.repeat(200))
    expect(pairs).toBe('😀'.repeat(SEARCH.maxQueryLength))
  })
  it('keeps quotes and markup as text', () => {
    expect(normalizeSearchQuery(`"><script>alert('x')</script>`)).toBe(
      `"><script>alert('x')</script>`,
    )
  })
  it('keeps the first words only, counting words as the engine does', () => {
    const many = Array.from({ length: 30 }, (_, i) => `слово${i}`)
    expect(normalizeSearchQuery(many.join(' '))).toBe(
      many.slice(0, SEARCH_QUERY_MAX_WORDS).join(' '),
    )
    const dotted = normalizeSearchQuery('a.'.repeat(90))
    expect(dotted.match(/[a]/g)).toHaveLength(SEARCH_QUERY_MAX_WORDS)
    expect(normalizeSearchQuery('арбитраж '.repeat(300)).split(' ')).toHaveLength(
      SEARCH_QUERY_MAX_WORDS,
    )
    expect(normalizeSearchQuery('три слова тут')).toBe('три слова тут')
  })
})
