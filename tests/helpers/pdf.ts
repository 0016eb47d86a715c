import { execFileSync } from 'node:child_process'

/**
 * A PDF's text as poppler's pdftotext reads it (Debian's poppler-utils, installed by
 * scripts/test/install-system-packages.sh), each run of white space made one space.
 */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ')
}

/** How many pages a PDF has, as poppler's pdfinfo counts them. */
export function pdfPages(pdf: Uint8Array): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8')
  return Number(info.match(/^Pages:\s+(\d+)$/m)?.[1])
}
