import type { Person } from '@/config/payload-types'

/** The roles a visitor can filter by, in the order the filter offers them. */
export const TEAM_ROLES = [
  'partner',
  'counsel',
  'attorney',
  'advisor',
] as const satisfies readonly Person['role'][]
export type TeamRole = (typeof TEAM_ROLES)[number]

/** Longest name query kept from the URL or the field; longer input is cut, not rejected. */
export const MAX_NAME_QUERY = 60

/** The team list's filter state, as mirrored in `?practice=&role=&q=`. */
export type TeamFilter = { practice: number | null; role: TeamRole | null; q: string }

export const EMPTY_FILTER: TeamFilter = { practice: null, role: null, q: '' }

/** What the filter needs to know about a person (read from a card's data attributes). */
export type FilterablePerson = {
  id: number
  name: string
  role: string
  /** Top-level practices the person works in, sub-areas already resolved to their parent. */
  practices: readonly number[]
}

/** A name query as typed: trimmed, spaces collapsed, at most MAX_NAME_QUERY characters. */
export function cleanQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_QUERY).trim()
}

/**
 * True when a person passes every active part of the filter. `names` are the people the name
 * search found (team-name-search.ts, on the site's search engine); null when no name is asked.
 */
export function matchesFilter(
  person: FilterablePerson,
  filter: TeamFilter,
  names: ReadonlySet<number> | null,
): boolean {
  if (filter.role && person.role !== filter.role) return false
  if (filter.practice !== null && !person.practices.includes(filter.practice)) return false
  return names === null || names.has(person.id)
}

/** True when no part of the filter is active (the full list is shown). */
export function isEmptyFilter(filter: TeamFilter): boolean {
  return filter.practice === null && filter.role === null && filter.q === ''
}

function isRole(value: string | null): value is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(value ?? '')
}

/**
 * The filter of a query string. Unknown practices and roles are dropped (the list stays whole
 * rather than empty), so a stale or edited link never shows a broken page.
 */
export function parseTeamQuery(search: string, knownPractices: readonly number[]): TeamFilter {
  const params = new URLSearchParams(search)
  const rawPractice = params.get('practice') ?? ''
  const practice = /^[1-9]\d{0,9}$/.test(rawPractice) ? Number(rawPractice) : null
  const role = params.get('role')
  return {
    practice: practice !== null && knownPractices.includes(practice) ? practice : null,
    role: isRole(role) ? role : null,
    q: cleanQuery(params.get('q') ?? ''),
  }
}

/**
 * The query string of a filter, keeping unrelated parameters of `current` (e.g. analytics tags)
 * and dropping empty parts; '' when nothing is left.
 */
export function teamQueryString(filter: TeamFilter, current = ''): string {
  const params = new URLSearchParams(current)
  const set = (key: string, value: string) => {
    if (value) params.set(key, value)
    else params.delete(key)
  }
  set('practice', filter.practice === null ? '' : String(filter.practice))
  set('role', filter.role ?? '')
  set('q', cleanQuery(filter.q))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The top-level practices of a person's practice links: a sub-area counts for its parent too. */
export function topLevelPractices(
  practices: readonly (number | { id: number; parent?: number | { id: number } | null })[],
): number[] {
  const ids = new Set<number>()
  for (const practice of practices) {
    if (typeof practice === 'number') {
      ids.add(practice)
      continue
    }
    ids.add(practice.id)
    const parent = practice.parent
    if (parent) ids.add(typeof parent === 'object' ? parent.id : parent)
  }
  return [...ids]
}
