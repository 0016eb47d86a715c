import { describe, expect, it } from 'vitest'

import { type SummaryInput, summarizeRankings } from './achievements-summary'

let nextId = 1
const entry = (fields: Partial<SummaryInput>): SummaryInput => ({
  id: nextId++,
  year: 2020,
  source: 'Chambers Europe',
  sourceKey: 'chambers-europe',
  value: 'Band 2',
  label: 'Dispute Resolution',
  practices: [],
  ...fields,
})

describe('summarizeRankings', () => {
  it('keeps the latest rank of each area of each directory, newest first', () => {
    const summary = summarizeRankings(
      [
        entry({ year: 2017, value: 'Band 1' }),
        entry({ year: 2024, value: 'Band 1', label: 'Restructuring' }),
        entry({ year: 2015, value: 'Band 2' }),
        entry({ year: 2021, value: 'Band 1' }),
      ],
      'en',
    )
    expect(summary).toHaveLength(1)
    expect(summary[0]?.rows.map((r) => [r.area, r.value, r.year])).toEqual([
      ['Restructuring', 'Band 1', 2024],
      ['Dispute Resolution', 'Band 1', 2021],
    ])
  })

  it('within one year keeps the first entry in display order', () => {
    const first = entry({ year: 2022, value: 'Band 1' })
    const summary = summarizeRankings([first, entry({ year: 2022, value: 'Band 3' })], 'en')
    expect(summary[0]?.rows).toEqual([
      { id: first.id, area: 'Dispute Resolution', value: 'Band 1', year: 2022 },
    ])
  })

  it('leaves out case results (an amount, no rank) and directories with none', () => {
    const summary = summarizeRankings(
      [
        entry({ source: 'Kommersant', sourceKey: 'kommersant', value: null, label: null }),
        entry({ value: 'Tier 1', source: 'The Legal 500', sourceKey: 'legal-500' }),
      ],
      'en',
    )
    expect(summary.map((d) => d.source)).toEqual(['The Legal 500'])
  })

  it('names an area by its practices when the entry has no caption', () => {
    const summary = summarizeRankings(
      [entry({ label: ' ', practices: [{ title: 'Tax' }, { title: 'Customs' }] })],
      'en',
    )
    expect(summary[0]?.rows[0]?.area).toBe('Tax, Customs')
  })

  it('puts the directory with the latest ranking first, then sorts by name', () => {
    const summary = summarizeRankings(
      [
        entry({ source: 'Pravo.ru-300', sourceKey: 'pravo', year: 2023 }),
        entry({ source: 'Chambers Europe', year: 2025 }),
        entry({ source: 'Best Lawyers', sourceKey: 'best', year: 2023 }),
      ],
      'en',
    )
    expect(summary.map((d) => d.source)).toEqual([
      'Chambers Europe',
      'Best Lawyers',
      'Pravo.ru-300',
    ])
  })
})
