import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type CodeRange, parseUnicodeRange } from '@/lib/unicode-runs'

/** The document's typefaces, each in the weights it uses. */
export type Face = 'sans' | 'sansBold' | 'serifBold'

const FACES: Record<Face, { family: 'pt-sans' | 'pt-serif'; weight: 400 | 700 }> = {
  sans: { family: 'pt-sans', weight: 400 },
  sansBold: { family: 'pt-sans', weight: 700 },
  serifBold: { family: 'pt-serif', weight: 700 },
}

/** Fontsource cuts each face into script subsets; a character is drawn from the first that has it. */
const SUBSETS = ['latin', 'cyrillic', 'latin-ext', 'cyrillic-ext'] as const

const fontsDir = (family: string) => path.join(process.cwd(), 'node_modules/@fontsource', family)

/** A subset's font (a WOFF file) and the characters it holds (from the package's unicode.json). */
export type SubsetFont = { name: string; data: Buffer; ranges: CodeRange[] }

let loaded: Record<Face, SubsetFont[]> | undefined

/** The subset files of every face, read once per process. */
export function bioFonts(): Record<Face, SubsetFont[]> {
  loaded ??= Object.fromEntries(
    Object.entries(FACES).map(([face, { family, weight }]) => {
      const ranges = JSON.parse(
        readFileSync(path.join(fontsDir(family), 'unicode.json'), 'utf8'),
      ) as Record<string, string>
      const subsets = SUBSETS.map((subset) => ({
        name: `${face}-${subset}`,
        data: readFileSync(
          path.join(fontsDir(family), 'files', `${family}-${subset}-${weight}-normal.woff`),
        ),
        ranges: parseUnicodeRange(ranges[subset] ?? ''),
      }))
      return [face, subsets]
    }),
  ) as Record<Face, SubsetFont[]>
  return loaded
}
