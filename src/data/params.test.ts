import { describe, expect, it } from 'vitest'

import { firstParam, isSlug, parseId } from './params'

describe('parseId', () => {
  it('accepts positive integers', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('2147483647')).toBe(2147483647)
  })
  it('rejects everything else', () => {
    for (const raw of [
      undefined,
      '',
      '0',
      '01',
      '-1',
      '1.5',
      '1e3',
      'abc',
      '2147483648',
      '99999999999',
      ' 1',
      '١',
    ]) {
      expect(parseId(raw), String(raw)).toBeNull()
    }
  })
})

describe('isSlug', () => {
  it('accepts kebab-case latin', () => {
    expect(isSlug('international-sanctions')).toBe(true)
    expect(isSlug('a1-b2')).toBe(true)
  })
  it('rejects odd, over-long or non-latin slugs', () => {
    for (const raw of [
      undefined,
      '',
      '-a',
      'a-',
      'a--b',
      'A',
      'санкции',
      'a b',
      'a'.repeat(161),
      '../etc',
    ]) {
      expect(isSlug(raw), String(raw)).toBe(false)
    }
  })
})

describe('firstParam', () => {
  it('takes the first of repeated values', () => {
    expect(firstParam(['a', 'b'])).toBe('a')
    expect(firstParam('x')).toBe('x')
    expect(firstParam(undefined)).toBeUndefined()
  })
})
