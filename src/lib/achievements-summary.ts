/** What the summary reads of a ranking or award. */
export type SummaryInput = {
  id: number
  year: number
  source: string
  /** The source as the filter keys it (slugified). */
  sourceKey: string
  value: string | null
  label: string | null
  practices: { title: string }[]
}

/** One line of a directory's summary: the latest rank of one area and the year it was given. */
export type SummaryRow = { id: number; area: string; value: string; year: number }

/** A directory (Chambers, The Legal 500…) with the latest rank of each area it ranks. */
export type DirectorySummary = { key: string; source: string; rows: SummaryRow[] }

/**
 * The rankings summary: for each directory, the latest band or tier of each area it ranks, newest
 * first. Only entries with a rank (`value`) count: a case result carries an amount, not a rank.
 * An area is the entry's caption (the directory's own category), else its practices' titles.
 * Directories with the most recent ranking come first, then by name.
 */
export function summarizeRankings(
  entries: readonly SummaryInput[],
  locale: string,
): DirectorySummary[] {
  const directories = new Map<string, { source: string; rows: Map<string, SummaryRow> }>()
  for (const entry of entries) {
    if (!entry.value) continue
    const area =
      entry.label?.trim() || entry.practices.map((p) => p.title).join(', ') || entry.source
    const directory = directories.get(entry.sourceKey) ?? { source: entry.source, rows: new Map() }
    directories.set(entry.sourceKey, directory)
    const known = directory.rows.get(area)
    // The latest year wins; within a year the first in display order (the editor's choice).
    if (!known || entry.year > known.year) {
      directory.rows.set(area, { id: entry.id, area, value: entry.value, year: entry.year })
    }
  }
  const latest = (rows: SummaryRow[]) => Math.max(...rows.map((row) => row.year))
  return [...directories]
    .map(([key, { source, rows }]) => ({
      key,
      source,
      rows: [...rows.values()].sort(
        (a, b) => b.year - a.year || a.area.localeCompare(b.area, locale),
      ),
    }))
    .sort((a, b) => latest(b.rows) - latest(a.rows) || a.source.localeCompare(b.source, locale))
}
