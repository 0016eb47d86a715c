import { describe, expect, it } from 'vitest'

import { redirectPath, sameOriginPath } from './same-origin-redirect'

const SITE = 'https://gromov-larina.ru'

describe('sameOriginPath', () => {
  it("keeps this site's paths, queries and fragments", () => {
    expect(sameOriginPath('/news?type=event', SITE)).toBe('/news?type=event')
    expect(sameOriginPath('/en/team/5#contacts', SITE)).toBe('/en/team/5#contacts')
    expect(sameOriginPath('/', SITE)).toBe('/')
    expect(sameOriginPath(`${SITE}/practices`, SITE)).toBe('/practices')
    // Encoded slashes and backslashes stay inside a path segment: a browser does not decode them.
    expect(sameOriginPath('/%2F%2Fevil.example/x', SITE)).toBe('/%2F%2Fevil.example/x')
    expect(sameOriginPath('/%5Cevil.example', SITE)).toBe('/%5Cevil.example')
    expect(sameOriginPath('/%2f/evil.example', SITE)).toBe('/%2f/evil.example')
  })

  it('refuses what a browser reads as another site', () => {
    const escapes = [
      '//evil.example/x',
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r\n/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '\u0000//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      '/./\\evil.example',
      '/.//evil.example',
      '/..//evil.example',
      'https://evil.example/',
      'http://gromov-larina.ru/',
      'https://gromov-larina.ru.evil.example/',
      'https://gromov-larina.ru@evil.example/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:x@evil.example',
    ]
    for (const target of escapes) {
      expect(sameOriginPath(target, SITE), JSON.stringify(target)).toBeNull()
    }
  })

  it('gives the path a browser would open, never the raw input', () => {
    // Control characters other than tabs and newlines are escaped by the parser, not followed.
    expect(sameOriginPath('/a\u0001b', SITE)).toBe('/a%01b')
    expect(sameOriginPath('/a/../b', SITE)).toBe('/b')
    expect(sameOriginPath('news', SITE)).toBe('/news')
    // The site's own scheme without slashes is a relative path to a browser, as here.
    expect(sameOriginPath('HTTPS:evil.example', SITE)).toBe('/evil.example')
  })

  it('refuses what is not a string', () => {
    for (const target of [null, undefined, '', 42, {}])
      expect(sameOriginPath(target, SITE)).toBeNull()
  })
})

describe('redirectPath', () => {
  it('falls back to the home page, or to the given path', () => {
    expect(redirectPath('/\t/evil.example/x', SITE)).toBe('/')
    expect(redirectPath('//evil.example', SITE, '/en')).toBe('/en')
    expect(redirectPath('/contacts', SITE)).toBe('/contacts')
  })
})
