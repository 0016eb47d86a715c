import { describe, expect, it } from 'vitest'

import { PERSON_ROLES } from '@/cms/collections/People'

import {
  cleanQuery,
  EMPTY_FILTER,
  type FilterablePerson,
  isEmptyFilter,
  MAX_NAME_QUERY,
  matchesFilter,
  parseTeamQuery,
  TEAM_ROLES,
  teamQueryString,
  topLevelPractices,
} from './team-filter'

const gromov: FilterablePerson = {
  id: 1,
  name: 'Громов Андрей',
  role: 'partner',
  practices: [1, 12],
}
const kiselev: FilterablePerson = {
  id: 9,
  name: 'Киселёв Артём',
  role: 'counsel',
  practices: [5, 1],
}

describe('cleanQuery', () => {
  it('trims, collapses spaces and bounds the length', () => {
    expect(cleanQuery('  гром    анд ')).toBe('гром анд')
    expect(cleanQuery('а'.repeat(500))).toHaveLength(MAX_NAME_QUERY)
  })
})

describe('matchesFilter', () => {
  it('passes everyone through the empty filter', () => {
    expect(matchesFilter(gromov, EMPTY_FILTER, null)).toBe(true)
    expect(matchesFilter(kiselev, EMPTY_FILTER, null)).toBe(true)
  })
  it('filters by role', () => {
    const filter = { ...EMPTY_FILTER, role: 'counsel' as const }
    expect(matchesFilter(gromov, filter, null)).toBe(false)
    expect(matchesFilter(kiselev, filter, null)).toBe(true)
  })
  it('filters by practice', () => {
    expect(matchesFilter(gromov, { ...EMPTY_FILTER, practice: 12 }, null)).toBe(true)
    expect(matchesFilter(kiselev, { ...EMPTY_FILTER, practice: 12 }, null)).toBe(false)
  })
  it('combines all parts', () => {
    const filter = { practice: 1, role: 'counsel' as const, q: 'артем' }
    expect(matchesFilter(kiselev, filter, new Set([9]))).toBe(true)
    expect(matchesFilter(kiselev, { ...filter, q: 'гром' }, new Set([1]))).toBe(false)
    expect(matchesFilter(gromov, { ...filter, q: 'гром' }, new Set([1]))).toBe(false)
  })
})

describe('topLevelPractices', () => {
  it('adds the parent of a sub-area and keeps each id once', () => {
    expect(
      topLevelPractices([
        { id: 11, parent: 1 },
        { id: 12, parent: null },
        { id: 5, parent: { id: 1 } },
        3,
      ]),
    ).toEqual([11, 1, 12, 5, 3])
  })
})

describe('query string', () => {
  const known = [1, 12, 14]
  it('reads a full query', () => {
    expect(parseTeamQuery('?practice=12&role=partner&q=%D0%B3%D1%80%D0%BE%D0%BC', known)).toEqual({
      practice: 12,
      role: 'partner',
      q: 'гром',
    })
  })
  it('drops unknown or malformed parts instead of failing', () => {
    expect(parseTeamQuery('?practice=99&role=king&q=', known)).toEqual(EMPTY_FILTER)
    expect(parseTeamQuery('?practice=012&role=', known)).toEqual(EMPTY_FILTER)
    expect(parseTeamQuery('?practice=1e3', known)).toEqual(EMPTY_FILTER)
    expect(parseTeamQuery('', known)).toEqual(EMPTY_FILTER)
  })
  it('trims and bounds the name', () => {
    expect(parseTeamQuery(`?q=${encodeURIComponent(`  ${'я'.repeat(100)}  `)}`, known).q).toBe(
      'я'.repeat(MAX_NAME_QUERY),
    )
  })
  it('writes only the active parts and keeps other parameters', () => {
    expect(teamQueryString(EMPTY_FILTER)).toBe('')
    expect(teamQueryString({ practice: 12, role: null, q: '  лар ' })).toBe(
      `?practice=12&q=${encodeURIComponent('лар')}`,
    )
    expect(teamQueryString({ practice: null, role: 'advisor', q: '' }, '?utm_source=x&q=old')).toBe(
      '?utm_source=x&role=advisor',
    )
  })
  it('round-trips', () => {
    const filter = { practice: 14, role: 'attorney' as const, q: 'иван' }
    expect(parseTeamQuery(teamQueryString(filter), known)).toEqual(filter)
  })
  it('knows when nothing is filtered', () => {
    expect(isEmptyFilter(EMPTY_FILTER)).toBe(true)
    expect(isEmptyFilter({ ...EMPTY_FILTER, q: 'a' })).toBe(false)
  })
})

describe('roles', () => {
  it('are exactly the roles of the people collection', () => {
    expect([...TEAM_ROLES]).toEqual([...PERSON_ROLES])
  })
})
