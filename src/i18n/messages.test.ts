import { describe, expect, it } from 'vitest'

import en from './messages/en.json'
import ru from './messages/ru.json'

function keys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

describe('message catalogues', () => {
  it('have the same keys in both languages', () => {
    expect(keys(en).sort()).toEqual(keys(ru).sort())
  })
  it('carry the exact English texts of SPEC §8', () => {
    expect(en.notFound.title).toBe('This page could not be found')
    expect(en.notFound.text).toBe(
      'The page you are looking for does not exist. Please return to front page.',
    )
    expect(en.search.empty).toBe(
      'Sorry, there are no results for this search. Please try again with different keywords.',
    )
    expect(en.news.empty).toBe('No results found for this search')
    expect(en.achievements.empty).toBe('no entries found')
    expect(en.error.fallbackTitle).toBe('An error occurred while showing the error page')
    expect(en.error.fallbackText).toBe(
      'Unfortunately an error occurred and while showing the error page another error occurred',
    )
    expect(en.error.home).toBe('Go back to home')
  })
  it('have no empty texts', () => {
    for (const catalogue of [ru, en]) {
      for (const key of keys(catalogue)) {
        const value = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue)
        expect(String(value).trim(), key).not.toBe('')
      }
    }
  })
})
