import { describe, expect, it } from 'vitest'

import { characterCount } from './comment-count'

describe('characterCount', () => {
  it('counts code points, as the schema bounds the comment', () => {
    expect(characterCount('')).toBe(0)
    expect(characterCount('abc')).toBe(3)
    expect(characterCount('👍🏽')).toBe(2)
    expect(characterCount('ёж')).toBe(2)
  })
})
