/** The figures the years on the market are worked out from (the `site` global's). */
type YearsFigures = { founded?: number | null; yearsOnMarket?: number | null }

/**
 * The years on the market the site shows: the editor's number when the site settings give one,
 * otherwise counted from the founding year to this year (so the figure never goes stale).
 */
export function yearsOnMarket(
  figures: YearsFigures | null | undefined,
  today: Date = new Date(),
): number | undefined {
  if (typeof figures?.yearsOnMarket === 'number') return figures.yearsOnMarket
  if (typeof figures?.founded !== 'number') return undefined
  return Math.max(0, today.getUTCFullYear() - figures.founded)
}
