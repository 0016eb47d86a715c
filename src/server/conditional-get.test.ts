import { describe, expect, it } from 'vitest'

import { matchesTag } from './conditional-get'

describe('matchesTag', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(matchesTag('"a-br"', '"a-br"')).toBe(true)
    expect(matchesTag('W/"a-br"', '"a-br"')).toBe(true)
    expect(matchesTag('"x", "a-br"', '"a-br"')).toBe(true)
    expect(matchesTag('*', '"a-br"')).toBe(true)
    expect(matchesTag('"a-gzip"', '"a-br"')).toBe(false)
    expect(matchesTag(undefined, '"a-br"')).toBe(false)
    // A weak tag of the server's own (a page's Brotli copy) matches either form.
    expect(matchesTag('"a"', 'W/"a"')).toBe(true)
    expect(matchesTag('W/"a"', 'W/"a"')).toBe(true)
    expect(matchesTag('W/"b"', 'W/"a"')).toBe(false)
  })
})
