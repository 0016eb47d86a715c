import { describe, expect, it } from 'vitest'

import { GRAPHQL_PATH, MAX_PAGE_URL_BYTES } from '@/config/constants'
import { malformedAddress } from './malformed-address'

const check = (url: string) => malformedAddress(url, url.split('?')[0] ?? '/')

describe('malformed addresses', () => {
  it('lets the site’s own addresses through, encoded letters included', () => {
    expect(check('/')).toBeUndefined()
    expect(check('/en/news/7?page=2')).toBeUndefined()
    expect(check('/team/1/%D0%B8%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2')).toBeUndefined()
  })

  it('says 400 for an encoded control character or a broken escape', () => {
    expect(check('/news%00')).toBe(400)
    expect(check('/news%0A')).toBe(400)
    expect(check('/news%7f')).toBe(400)
    expect(check('/news%E0%A4%A')).toBe(400)
  })

  it('says 404 for an encoded percent sign, which Next would fail on', () => {
    expect(check('/news%25')).toBe(404)
    expect(check('/news%2541')).toBe(404)
  })

  it('says 414 for an address past the bound, except on /graphql', () => {
    const long = `/?q=${'a'.repeat(MAX_PAGE_URL_BYTES)}`
    expect(check(long)).toBe(414)
    expect(check(`/?q=${'a'.repeat(MAX_PAGE_URL_BYTES - 4)}`)).toBeUndefined()
    expect(check(`${GRAPHQL_PATH}?query=${'a'.repeat(MAX_PAGE_URL_BYTES)}`)).toBeUndefined()
  })
})
