/** What an achievement can be filtered by: its year, its ranking source (as a key), its practices. */
export type AchievementFacets = { year: number; source: string; practices: number[] }

/** The chosen filter; null means "any". */
export type AchievementFilter = {
  year: number | null
  source: string | null
  practice: number | null
}

/** The values that occur in the data; anything else in an address is ignored. */
export type FilterChoices = { years: number[]; sources: string[]; practices: number[] }

export const NO_FILTER: AchievementFilter = { year: null, source: null, practice: null }

/** The query parameters the filter is kept in (shareable addresses such as ?year=2024). */
export const FILTER_PARAMS = ['year', 'source', 'practice'] as const

/** True when the achievement passes every chosen part of the filter. */
export function matchesFilter(item: AchievementFacets, filter: AchievementFilter): boolean {
  if (filter.year !== null && item.year !== filter.year) return false
  if (filter.source !== null && item.source !== filter.source) return false
  if (filter.practice !== null && !item.practices.includes(filter.practice)) return false
  return true
}

/** True when nothing is chosen. */
export function isEmptyFilter(filter: AchievementFilter): boolean {
  return filter.year === null && filter.source === null && filter.practice === null
}

const asNumber = (raw: string | null): number | null =>
  raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null

/**
 * The filter an address asks for. Values that do not occur in the data (stale or hand-edited
 * links) are ignored, like an unknown news type: the list falls back to everything.
 */
export function parseFilter(search: URLSearchParams, choices: FilterChoices): AchievementFilter {
  const year = asNumber(search.get('year'))
  const source = search.get('source')
  const practice = asNumber(search.get('practice'))
  return {
    year: year !== null && choices.years.includes(year) ? year : null,
    source: source !== null && choices.sources.includes(source) ? source : null,
    practice: practice !== null && choices.practices.includes(practice) ? practice : null,
  }
}

/**
 * The query string of a filter ('' when nothing is chosen), keeping any other parameters of
 * `current` as they are.
 */
export function filterSearch(filter: AchievementFilter, current = new URLSearchParams()): string {
  const next = new URLSearchParams(current)
  for (const name of FILTER_PARAMS) next.delete(name)
  if (filter.year !== null) next.set('year', String(filter.year))
  if (filter.source !== null) next.set('source', filter.source)
  if (filter.practice !== null) next.set('practice', String(filter.practice))
  const query = next.toString()
  return query ? `?${query}` : ''
}
