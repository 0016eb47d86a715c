import { describe, expect, it } from 'vitest'

import { popupSearchState, searchPageHref } from './popup-search-state'

const ready = { ready: true, failure: undefined }

describe('popupSearchState', () => {
  it('is loading until the search code and the snapshot are in, or says why they are not', () => {
    const base = { query: 'суд', count: 3 }
    expect(popupSearchState({ ...base, ready: false, failure: undefined })).toBe('loading')
    expect(popupSearchState({ ...base, ready: false, failure: 'offline' })).toBe('offline')
    expect(popupSearchState({ ...base, ready: false, failure: 'unavailable' })).toBe('error')
  })

  it('once ready, hints at an empty query, waits for an answer, then tells what it found', () => {
    expect(popupSearchState({ ...ready, query: '', count: undefined })).toBe('hint')
    expect(popupSearchState({ ...ready, query: '', count: 4 })).toBe('hint')
    expect(popupSearchState({ ...ready, query: 'суд', count: undefined })).toBe('loading')
    expect(popupSearchState({ ...ready, query: 'суд', count: 0 })).toBe('empty')
    expect(popupSearchState({ ...ready, query: 'суд', count: 12 })).toBe('results')
  })

  it('answers from the snapshot it has, even when refreshing it failed', () => {
    expect(popupSearchState({ ready: true, failure: 'offline', query: 'суд', count: 2 })).toBe(
      'results',
    )
  })
})

describe('searchPageHref', () => {
  it('is /search, with the query when there is one, encoded', () => {
    expect(searchPageHref('')).toBe('/search')
    expect(searchPageHref('налог & право')).toBe(
      '/search?q=%D0%BD%D0%B0%D0%BB%D0%BE%D0%B3+%26+%D0%BF%D1%80%D0%B0%D0%B2%D0%BE',
    )
  })
})
