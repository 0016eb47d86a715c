import { describe, expect, it } from 'vitest'

import { isLocale, prefixedPath, unprefixedPath } from './locale-paths'

describe('unprefixedPath', () => {
  it('takes the language prefix off', () => {
    expect(unprefixedPath('/en/news')).toBe('/news')
    expect(unprefixedPath('/en/news/64')).toBe('/news/64')
    expect(unprefixedPath('/en')).toBe('/')
    expect(unprefixedPath('/ru/team')).toBe('/team')
  })

  it('leaves bare paths, and words that only begin like a language, alone', () => {
    expect(unprefixedPath('/')).toBe('/')
    expect(unprefixedPath('/news')).toBe('/news')
    expect(unprefixedPath('/english')).toBe('/english')
    expect(unprefixedPath('/rules')).toBe('/rules')
  })
})

describe('prefixedPath', () => {
  it('always carries the language prefix, the default one too', () => {
    expect(prefixedPath('ru', '/news')).toBe('/ru/news')
    expect(prefixedPath('ru', '/')).toBe('/ru')
    expect(prefixedPath('en', '/team/3/andrey-gromov')).toBe('/en/team/3/andrey-gromov')
    expect(prefixedPath('en', '/')).toBe('/en')
  })
})

describe('isLocale', () => {
  it('knows the site’s languages only', () => {
    expect(isLocale('ru')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('de')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})
