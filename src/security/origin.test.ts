import { describe, expect, it } from 'vitest'

import { cameFromSite, siteOrigin } from './origin'

const headers = (values: Record<string, string>) => new Headers(values)
const SITE = 'https://gromov-larina.ru'

describe('siteOrigin', () => {
  it('is SITE_URL when set, else the host the request went to', () => {
    expect(siteOrigin(headers({ host: 'other:1' }), `${SITE}/`)).toBe(SITE)
    expect(siteOrigin(headers({ host: 'localhost:3004' }), undefined)).toBe('http://localhost:3004')
  })
})

describe('cameFromSite', () => {
  it("believes the browser's Sec-Fetch-Site first", () => {
    expect(cameFromSite(headers({ 'sec-fetch-site': 'same-origin' }), SITE)).toBe(true)
    for (const value of ['same-site', 'cross-site', 'none']) {
      const given = headers({ 'sec-fetch-site': value, origin: SITE })
      expect(cameFromSite(given, SITE), value).toBe(false)
    }
  })

  it('compares Origin with the site', () => {
    expect(cameFromSite(headers({ origin: SITE }), SITE)).toBe(true)
    expect(cameFromSite(headers({ origin: 'https://evil.example' }), SITE)).toBe(false)
    expect(cameFromSite(headers({ origin: 'http://gromov-larina.ru' }), SITE)).toBe(false)
    expect(cameFromSite(headers({ origin: 'null' }), SITE)).toBe(false)
    expect(cameFromSite(headers({}), SITE)).toBe(false)
  })

  it('without SITE_URL, compares the host the request went to', () => {
    const own = headers({ origin: 'http://localhost:3004', host: 'localhost:3004' })
    expect(cameFromSite(own, undefined)).toBe(true)
    const other = headers({ origin: 'http://evil.example', host: 'localhost:3004' })
    expect(cameFromSite(other, undefined)).toBe(false)
    expect(cameFromSite(headers({ origin: 'garbage', host: 'localhost:3004' }), undefined)).toBe(
      false,
    )
  })
})
