import { describe, expect, it } from 'vitest'

import { dateParts } from './date-parts'

describe('dateParts', () => {
  it('gives the Russian month in the form used with a day', () => {
    expect(dateParts('2026-11-15T09:00:00.000Z', 'ru')).toEqual({
      day: '15',
      month: 'ноября',
      year: '2026',
    })
  })
  it('gives the English month name', () => {
    expect(dateParts('2026-05-19T09:00:00.000Z', 'en')).toEqual({
      day: '19',
      month: 'May',
      year: '2026',
    })
  })
  it('counts the day in Moscow time, not UTC', () => {
    // 22:30 UTC on 31 December is already 1 January in Moscow (UTC+3).
    expect(dateParts('2025-12-31T22:30:00.000Z', 'en')).toEqual({
      day: '1',
      month: 'January',
      year: '2026',
    })
  })
})
