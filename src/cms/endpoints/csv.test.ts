import { describe, expect, it } from 'vitest'

import { readCsv } from '../../../tests/helpers/csv'

import { CSV_BOM, csvField, csvRow, guardFormula } from './csv'

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Иван Петров')).toBe('Иван Петров')
    expect(csvField(42)).toBe('42')
    expect(csvField(true)).toBe('true')
  })

  it('writes null and undefined as empty fields', () => {
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField('')).toBe('')
  })

  it('quotes fields with commas and doubles the quotes inside', () => {
    expect(csvField('Smith, John')).toBe('"Smith, John"')
    expect(csvField('say "hello"')).toBe('"say ""hello"""')
    expect(csvField('"')).toBe('""""')
  })

  it('keeps line breaks of a comment inside one quoted field', () => {
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('line one\r\nline two')).toBe('"line one\r\nline two"')
  })

  it('guards cells a spreadsheet would read as formulas', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvField('+79161234567')).toBe("'+79161234567")
    expect(csvField('-1+2')).toBe("'-1+2")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\tcmd')).toBe("'\tcmd")
    // A guarded CR still needs quotes: the quote goes outside the guard.
    expect(csvField('\r=1')).toBe(`"'\r=1"`)
  })

  it('guards only the first character', () => {
    expect(csvField('a=b')).toBe('a=b')
    expect(csvField('user@example.com')).toBe('user@example.com')
    expect(guardFormula(' =1')).toBe(' =1')
  })

  it('does not guard numbers of our own', () => {
    expect(csvField(-1)).toBe('-1')
  })
})

describe('csvRow', () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvRow([1, 'a,b', null, 'x'])).toBe('1,"a,b",,x\r\n')
  })

  it('a record with a multi-line comment parses back to the same fields', () => {
    const fields = ['7', 'Анна', 'первая строка\nвторая "строка"', '=1+1']
    expect(readCsv(csvRow(fields))).toEqual([
      ['7', 'Анна', 'первая строка\nвторая "строка"', "'=1+1"],
    ])
  })
})

describe('CSV_BOM', () => {
  it('is the UTF-8 byte-order mark', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })
})
