import { describe, expect, it } from 'vitest'

import { yearsOnMarket } from './firm-figures'

describe('years on the market', () => {
  const today = new Date('2026-12-05T12:00:00Z')

  it('are counted from the founding year when the editor left them empty', () => {
    expect(yearsOnMarket({ founded: 1991, yearsOnMarket: null }, today)).toBe(35)
    expect(yearsOnMarket({ founded: 1991 }, new Date('2027-01-01T00:00:00Z'))).toBe(36)
  })

  it("are the editor's number when there is one", () => {
    expect(yearsOnMarket({ founded: 1991, yearsOnMarket: 33 }, today)).toBe(33)
    expect(yearsOnMarket({ founded: 1991, yearsOnMarket: 0 }, today)).toBe(0)
  })

  it('are unknown without either, and never negative', () => {
    expect(yearsOnMarket({}, today)).toBeUndefined()
    expect(yearsOnMarket(null, today)).toBeUndefined()
    expect(yearsOnMarket({ founded: 2030 }, today)).toBe(0)
  })
})
