import { describe, expect, it } from 'vitest'

import {
  type AchievementFacets,
  filterSearch,
  isEmptyFilter,
  matchesFilter,
  NO_FILTER,
  parseFilter,
} from './achievements-filter'

const chambers2024: AchievementFacets = { year: 2024, source: 'chambers-europe', practices: [1, 4] }
const legal2023: AchievementFacets = { year: 2023, source: 'the-legal-500-emea', practices: [14] }
const press2024: AchievementFacets = { year: 2024, source: 'kommersant', practices: [] }
const all = [chambers2024, legal2023, press2024]

const choices = {
  years: [2024, 2023],
  sources: ['chambers-europe', 'the-legal-500-emea', 'kommersant'],
  practices: [1, 4, 14],
}

const pick = (filter: Parameters<typeof matchesFilter>[1]) =>
  all.filter((item) => matchesFilter(item, filter))

describe('matchesFilter', () => {
  it('lets everything through when nothing is chosen', () => {
    expect(pick(NO_FILTER)).toEqual(all)
  })

  it('narrows by year, by source and by practice', () => {
    expect(pick({ ...NO_FILTER, year: 2024 })).toEqual([chambers2024, press2024])
    expect(pick({ ...NO_FILTER, source: 'the-legal-500-emea' })).toEqual([legal2023])
    expect(pick({ ...NO_FILTER, practice: 4 })).toEqual([chambers2024])
  })

  it('requires every chosen part at once', () => {
    expect(pick({ year: 2024, source: 'kommersant', practice: null })).toEqual([press2024])
    expect(pick({ year: 2024, source: 'chambers-europe', practice: 1 })).toEqual([chambers2024])
    expect(pick({ year: 2023, source: 'chambers-europe', practice: null })).toEqual([])
  })

  it('never matches an achievement without practices when a practice is chosen', () => {
    expect(matchesFilter(press2024, { ...NO_FILTER, practice: 1 })).toBe(false)
  })
})

describe('parseFilter', () => {
  it('reads the three parameters', () => {
    const search = new URLSearchParams('year=2023&source=the-legal-500-emea&practice=14')
    expect(parseFilter(search, choices)).toEqual({
      year: 2023,
      source: 'the-legal-500-emea',
      practice: 14,
    })
  })

  it('ignores values that do not occur in the data and malformed numbers', () => {
    expect(parseFilter(new URLSearchParams('year=1999'), choices)).toEqual(NO_FILTER)
    expect(parseFilter(new URLSearchParams('year=2024abc&practice=-1'), choices)).toEqual(NO_FILTER)
    expect(parseFilter(new URLSearchParams('source=unknown&practice=99'), choices)).toEqual(
      NO_FILTER,
    )
    expect(parseFilter(new URLSearchParams('year=2024&source=nope'), choices)).toEqual({
      ...NO_FILTER,
      year: 2024,
    })
  })

  it('gives no filter for an empty address', () => {
    expect(isEmptyFilter(parseFilter(new URLSearchParams(''), choices))).toBe(true)
  })
})

describe('filterSearch', () => {
  it('writes only the chosen parts, in a fixed order', () => {
    expect(filterSearch(NO_FILTER)).toBe('')
    expect(filterSearch({ year: 2024, source: null, practice: 4 })).toBe('?year=2024&practice=4')
    expect(filterSearch({ year: 2023, source: 'the-legal-500-emea', practice: 14 })).toBe(
      '?year=2023&source=the-legal-500-emea&practice=14',
    )
  })

  it('keeps unrelated parameters and replaces old filter values', () => {
    const current = new URLSearchParams('utm_source=mail&year=2020')
    expect(filterSearch({ ...NO_FILTER, source: 'kommersant' }, current)).toBe(
      '?utm_source=mail&source=kommersant',
    )
    expect(filterSearch(NO_FILTER, current)).toBe('?utm_source=mail')
  })

  it('round-trips through parseFilter', () => {
    const filter = { year: 2024, source: 'chambers-europe', practice: 1 }
    expect(parseFilter(new URLSearchParams(filterSearch(filter)), choices)).toEqual(filter)
  })
})
