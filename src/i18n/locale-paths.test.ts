import { describe, expect, it } from 'vitest'

import { switchHref, unprefixedPath } from './locale-paths'

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

describe('switchHref', () => {
  it('always carries the language prefix, the default one too', () => {
    expect(switchHref('ru', '/news')).toBe('/ru/news')
    expect(switchHref('ru', '/')).toBe('/ru')
    expect(switchHref('en', '/team/3/andrey-gromov')).toBe('/en/team/3/andrey-gromov')
    expect(switchHref('en', '/')).toBe('/en')
  })
})
