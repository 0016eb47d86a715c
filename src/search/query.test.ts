import { describe, expect, it } from 'vitest'

import { SEARCH } from '@/config/constants'

import { normalizeSearchQuery } from './query'

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
})
