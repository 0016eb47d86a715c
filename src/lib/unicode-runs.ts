/** An inclusive range of code points. */
export type CodeRange = readonly [number, number]

/** Parses a CSS `unicode-range` value ("U+0000-00FF,U+0131") into code point ranges. */
export function parseUnicodeRange(value: string): CodeRange[] {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    return [Number.parseInt(from ?? '', 16), Number.parseInt(to ?? '', 16)] as const
  })
}

/** A stretch of text that one face (by its index in the list given) covers. */
export type TextRun = { face: number; text: string }

/**
 * Splits text into runs, each drawn with the first face whose ranges hold its characters; a
 * character no face holds goes to the first face (it shows as a gap, never breaks the layout).
 * Fonts cut into script subsets (Latin, Cyrillic) need it: no single file holds a whole text.
 */
export function splitByCoverage(text: string, faces: readonly CodeRange[][]): TextRun[] {
  const runs: TextRun[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const found = faces.findIndex((ranges) =>
      ranges.some(([from, to]) => code >= from && code <= to),
    )
    const face = found === -1 ? 0 : found
    const last = runs.at(-1)
    if (last?.face === face) last.text += char
    else runs.push({ face, text: char })
  }
  return runs
}
