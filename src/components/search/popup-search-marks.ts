/**
 * User Timing entries of the popup search, read by scripts/bench/measure-popup.ts by these names: each
 * keystroke's query, and the index build when the popup opens.
 */
export const QUERY_MEASURE = 'popup-search:query'
export const INDEX_MEASURE = 'popup-search:index'

/** Marks a query answered, from `start` (performance.now()) until now, with what it found. */
export function measureQuery(start: number, q: string, count: number): void {
  performance.measure(QUERY_MEASURE, { start, end: performance.now(), detail: { q, count } })
}

/** Marks the index built, from `start` (performance.now()) until now. */
export function measureIndex(start: number): void {
  performance.measure(INDEX_MEASURE, { start, end: performance.now() })
}
