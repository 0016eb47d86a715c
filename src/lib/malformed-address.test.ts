import { describe, expect, it } from 'vitest'

import { GRAPHQL_PATH } from '@/config/constants'

import { MAX_PAGE_URL_BYTES, malformedAddress } from './malformed-address'

describe('malformed addresses', () => {
  it('lets the site’s own addresses through, encoded letters included', () => {
    expect(malformedAddress('/')).toBeUndefined()
    expect(malformedAddress('/en/news/7?page=2')).toBeUndefined()
    expect(malformedAddress('/team/1/%D0%B8%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2')).toBeUndefined()
  })

  it('says 400 for an encoded control character or a broken escape', () => {
    for (const url of ['/news%00', '/news%0A', '/news%7f', '/news%E0%A4%A']) {
      expect(malformedAddress(url), url).toBe(400)
    }
  })

  it('says 404 for an encoded percent sign, which Next would fail on', () => {
    expect(malformedAddress('/news%25')).toBe(404)
    expect(malformedAddress('/news/%2541')).toBe(404)
  })

  it('says 414 for an address past the bound, except on /graphql', () => {
    expect(malformedAddress(`/?q=${'a'.repeat(MAX_PAGE_URL_BYTES)}`)).toBe(414)
    expect(malformedAddress(`/?q=${'a'.repeat(MAX_PAGE_URL_BYTES - 4)}`)).toBeUndefined()
    expect(
      malformedAddress(`${GRAPHQL_PATH}?query=${'a'.repeat(MAX_PAGE_URL_BYTES)}`),
    ).toBeUndefined()
  })
})
