import { describe, expect, it } from 'vitest'

import { csvRow } from './csv'
import { REGISTRATION_CSV_COLUMNS, registrationRecord } from './registration-export'

describe('registrationRecord', () => {
  it('gives every column, a formula typed by a visitor staying text', () => {
    const record = registrationRecord({
      id: 7,
      createdAt: '2027-03-01T10:00:00.000Z',
      event: 12,
      name: 'Анна Петрова',
      email: 'anna@example.ru',
      company: '=HYPERLINK("https://evil.example","x")',
      position: '@SUM(A1)',
      phone: '+79123456789',
      question: 'Будет ли запись?',
      status: 'waiting',
      locale: 'en',
      consent: { agreed: true, at: '2027-03-01T10:00:00.000Z', policyVersion: '2026-01' },
    })
    expect(record).toHaveLength(REGISTRATION_CSV_COLUMNS.length)
    expect(csvRow(record)).toBe(
      '7,2027-03-01T10:00:00.000Z,12,Анна Петрова,anna@example.ru,' +
        `"'=HYPERLINK(""https://evil.example"",""x"")",'@SUM(A1),'+79123456789,` +
        'Будет ли запись?,waiting,en,true,2027-03-01T10:00:00.000Z,2026-01\r\n',
    )
  })
})
