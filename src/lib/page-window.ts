/**
 * The page numbers a pager shows: the first, the last and `radius` pages either side of the
 * current one; `null` marks a gap. A gap of a single page shows that page instead.
 */
export function pageWindow(page: number, totalPages: number, radius = 1): (number | null)[] {
  const shown = new Set<number>([1, totalPages])
  for (let n = page - radius; n <= page + radius; n++) {
    if (n >= 1 && n <= totalPages) shown.add(n)
  }
  const sorted = [...shown].sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const n of sorted) {
    const previous = out.at(-1)
    if (typeof previous === 'number' && n - previous === 2) out.push(n - 1)
    else if (typeof previous === 'number' && n - previous > 2) out.push(null)
    out.push(n)
  }
  return out
}
