import { afterEach, describe, expect, it, vi } from 'vitest'

import { utf8Bytes } from './utf8'

const SAMPLES = [
  '',
  'abc',
  'Адвокаты',
  '€ and ✓',
  '𝄞 clef',
  'lone \ud800 high',
  'lone \udc00 low',
  'é'.repeat(1000),
]

describe('utf8Bytes', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('counts what Node encodes', () => {
    for (const text of SAMPLES) expect(utf8Bytes(text)).toBe(Buffer.byteLength(text, 'utf8'))
  })

  it('counts the same without Buffer (in a browser)', () => {
    const expected = SAMPLES.map((text) => Buffer.byteLength(text, 'utf8'))
    const encoder = new TextEncoder()
    vi.stubGlobal('Buffer', undefined)
    expect(SAMPLES.map(utf8Bytes)).toEqual(expected)
    expect(SAMPLES.map((text) => encoder.encode(text).length)).toEqual(expected)
  })
})
