/**
 * CSV as RFC 4180 writes it and spreadsheets read it: CRLF line ends, fields quoted when they hold a
 * quote, comma or line break, and a UTF-8 byte-order mark (without it Excel reads UTF-8 as the
 * system code page and shows Cyrillic as mojibake).
 */

export const CSV_BOM = '\uFEFF'
const CSV_LINE_END = '\r\n'

export type CsvValue = string | number | boolean | null | undefined

/**
 * Characters that make a spreadsheet read a cell as a formula (=, +, -, @) or that some read past
 * (tab, CR): a visitor's "=HYPERLINK(…)" must stay text when an editor opens the file (OWASP's
 * CSV injection advice: prefix a single quote).
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell as text that no spreadsheet evaluates. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

const NEEDS_QUOTES = /[",\r\n]/

/** One field: null and undefined are empty; text is guarded, then quoted if it needs to be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  // Numbers and booleans are ours, never a visitor's: a negative number stays a number.
  if (typeof value !== 'string') return String(value)
  const text = guardFormula(value)
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One record, ending with CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + CSV_LINE_END
}
