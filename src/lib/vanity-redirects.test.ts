import { describe, expect, it } from 'vitest'

import {
  chainProblem,
  reservedPart,
  sourceOfTarget,
  sourceProblem,
  vanityLocation,
  vanityLookup,
  vanityMessage,
} from './vanity-redirects'

describe('sourceProblem', () => {
  it('accepts paths of one or several segments', () => {
    for (const from of ['/corporate', '/disputes/arbitration', '/a/b/c-2026', '/x1/y2/z3/w4']) {
      expect(sourceProblem(from), from).toBeUndefined()
    }
  })

  it('refuses what is not a plain path', () => {
    expect(sourceProblem('')).toBe('empty')
    expect(sourceProblem('corporate')).toBe('notPath')
    expect(sourceProblem('//evil.example/x')).toBe('notPath')
    expect(sourceProblem('https://example.com/a')).toBe('notPath')
    expect(sourceProblem('/a?b=1')).toBe('queryOrHash')
    expect(sourceProblem('/a#top')).toBe('queryOrHash')
    expect(sourceProblem('/A/b')).toBe('segments')
    expect(sourceProblem('/a/')).toBe('segments')
    expect(sourceProblem('/a//b')).toBe('segments')
    expect(sourceProblem('/a/-b')).toBe('segments')
    expect(sourceProblem('/a/b c')).toBe('segments')
    expect(sourceProblem('/споры')).toBe('segments')
    expect(sourceProblem('/a/../b')).toBe('segments')
  })

  it('bounds the length and the number of segments', () => {
    expect(sourceProblem(`/${'a'.repeat(199)}`)).toBeUndefined()
    expect(sourceProblem(`/${'a'.repeat(200)}`)).toBe('tooLong')
    expect(sourceProblem('/a/b/c/d/e/f/g/h')).toBeUndefined()
    expect(sourceProblem('/a/b/c/d/e/f/g/h/i')).toBe('tooManySegments')
  })

  it('refuses the language prefix: one source serves both languages', () => {
    expect(sourceProblem('/en/disputes')).toBe('languagePrefix')
    expect(sourceProblem('/ru/disputes')).toBe('languagePrefix')
  })

  it("refuses the site's own sections, real pages or not", () => {
    for (const from of ['/news', '/team/1', '/practices/3/corporate', '/admin', '/api/x', '/en']) {
      expect(sourceProblem(from), from).toBe('reserved')
    }
    expect(sourceProblem('/newsroom')).toBeUndefined()
  })

  it('refuses every address the site answers itself, with the language prefix too', () => {
    for (const from of [
      '/offline',
      '/404',
      '/sw.js',
      '/manifest.webmanifest',
      '/healthz',
      '/icons/icon-192.png',
      '/vendor/monaco',
      '/_next/static/x.js',
      '/en/offline',
      '/en/404',
      '/ru/offline',
      '/en/practices/3',
    ]) {
      expect(sourceProblem(from), from).toBe('reserved')
    }
    expect(sourceProblem('/offline-help')).toBeUndefined()
  })
})

describe('reservedPart', () => {
  it('names the part of the path the site answers, as the editor wrote it', () => {
    expect(reservedPart('/offline')).toBe('/offline')
    expect(reservedPart('/team/1')).toBe('/team')
    expect(reservedPart('/en/404')).toBe('/en/404')
    expect(reservedPart('/en')).toBe('/en')
    expect(reservedPart('/en/disputes')).toBeUndefined()
    expect(reservedPart('/disputes/offline')).toBeUndefined()
  })
})

describe('sourceOfTarget', () => {
  it('reads the source a target path would hit', () => {
    expect(sourceOfTarget('/a/b')).toBe('/a/b')
    expect(sourceOfTarget('/en/a/b/?x=1#top')).toBe('/a/b')
    expect(sourceOfTarget('/A/B')).toBe('/a/b')
    expect(sourceOfTarget('/en')).toBe('/')
    expect(sourceOfTarget('https://partner.example/a')).toBeUndefined()
    expect(sourceOfTarget('//partner.example/a')).toBeUndefined()
  })
})

describe('chainProblem', () => {
  const saved = [
    { id: 1, from: '/a', url: '/contacts' },
    { id: 2, from: '/b/c', url: '/news' },
    { id: 3, from: '/d', url: 'https://partner.example/d' },
  ]

  it('refuses a redirect to itself, with or without the language prefix', () => {
    expect(chainProblem({ from: '/x/y', url: '/x/y' }, saved)).toEqual({ kind: 'self' })
    expect(chainProblem({ from: '/x/y', url: '/en/x/y?z=1' }, saved)).toEqual({ kind: 'self' })
  })

  it('refuses a target that is itself a vanity link (a → b, b → c)', () => {
    expect(chainProblem({ from: '/x', url: '/b/c' }, saved)).toEqual({
      kind: 'targetIsSource',
      other: '/b/c',
    })
    expect(chainProblem({ from: '/x', url: '/en/a' }, saved)).toEqual({
      kind: 'targetIsSource',
      other: '/a',
    })
  })

  it('refuses a source another redirect leads to (c → a, then a → b)', () => {
    const leading = [...saved, { id: 4, from: '/e', url: '/en/x/y' }]
    expect(chainProblem({ from: '/x/y', url: '/contacts' }, leading)).toEqual({
      kind: 'sourceIsTarget',
      other: '/e',
    })
  })

  it('refuses the edit that would close a loop (a → b → a)', () => {
    const loop = [
      { id: 1, from: '/a', url: '/b' },
      { id: 2, from: '/b', url: '/contacts' },
    ]
    // Editing /b to point back at /a: /a is a source, and /a already leads to /b.
    expect(chainProblem({ id: 2, from: '/b', url: '/a' }, loop)?.kind).toBe('targetIsSource')
  })

  it('lets a redirect be saved again unchanged, and accepts other sites and practices', () => {
    expect(chainProblem({ id: 2, from: '/b/c', url: '/news' }, saved)).toBeUndefined()
    expect(chainProblem({ from: '/x', url: 'https://partner.example/a' }, saved)).toBeUndefined()
    expect(chainProblem({ from: '/x', url: null }, saved)).toBeUndefined()
  })
})

describe('vanityLookup', () => {
  it('takes the language from the prefix and the source from the rest', () => {
    expect(vanityLookup('/disputes/sanctions')).toEqual({
      locale: 'ru',
      from: '/disputes/sanctions',
    })
    expect(vanityLookup('/en/disputes/sanctions')).toEqual({
      locale: 'en',
      from: '/disputes/sanctions',
    })
    expect(vanityLookup('/en/corporate/')).toEqual({ locale: 'en', from: '/corporate' })
  })

  it("passes on the site's sections and what cannot be a source", () => {
    for (const path of [
      '/',
      '/en',
      '/news/5',
      '/en/team',
      '/ru/corporate',
      '/_next/x.js',
      '/a.txt',
      '/offline',
      '/en/offline',
      '/en/404',
    ]) {
      expect(vanityLookup(path), path).toBeUndefined()
    }
    expect(vanityLookup(`/${'a'.repeat(300)}`)).toBeUndefined()
  })
})

describe('vanityLocation', () => {
  const answer = { status: 301 as const, target: '/en/practices/3/disputes', section: null }

  it("adds the redirect's own section, or the requested one when it has none", () => {
    expect(vanityLocation({ ...answer, section: 'sanctions' }, 'other')).toBe(
      '/en/practices/3/disputes?section=sanctions',
    )
    expect(vanityLocation(answer, 'courts')).toBe('/en/practices/3/disputes?section=courts')
    expect(vanityLocation(answer, '"><script>')).toBe('/en/practices/3/disputes')
    expect(vanityLocation({ ...answer, target: '/news?tag=x' }, 'a')).toBe('/news?tag=x&section=a')
  })

  it('sends a path that a browser would read as another site home instead', () => {
    expect(vanityLocation({ ...answer, target: '/.//evil.example' }, null)).toBe('/')
    expect(vanityLocation({ ...answer, target: '/\t/evil.example' }, null)).toBe('/')
    expect(vanityLocation({ ...answer, target: 'https://partner.example/x' }, null)).toBe(
      'https://partner.example/x',
    )
  })
})

describe('vanityMessage', () => {
  it('says why in Russian or English, naming the other redirect', () => {
    expect(vanityMessage('targetIsSource', 'ru', '/b')).toMatch(/\/b.*цепочка/)
    expect(vanityMessage('targetIsSource', 'en', '/b')).toMatch(/\/b.*chain/)
    expect(vanityMessage('reserved', 'ru', '/offline')).toMatch(/^\/offline — адрес самого сайта/)
    expect(vanityMessage('reserved', 'en', '/offline')).toMatch(/^\/offline is the site's own/)
  })
})
