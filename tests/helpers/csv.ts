/**
 * A strict RFC 4180 reader for tests: records of fields from CRLF-separated text, quotes doubled
 * inside quoted fields; a line break outside quotes that is not CRLF is an error.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else if (c === '\n' || c === '\r') {
      throw new Error(`a bare line break outside quotes at character ${i}`)
    } else field += c
  }
  return records
}
