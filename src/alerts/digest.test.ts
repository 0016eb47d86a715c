import { describe, expect, it } from 'vitest'

import { digestDue, digestSince, digestWeek, isDigestDay, matchesChoice } from './digest'

describe('the digest’s calendar (Moscow time)', () => {
  it('names ISO weeks, the year of their Thursday deciding', () => {
    expect(digestWeek(new Date('2026-12-07T09:00:00Z'))).toBe('2026-W50')
    expect(digestWeek(new Date('2027-01-01T09:00:00Z'))).toBe('2026-W53')
    expect(digestWeek(new Date('2027-01-04T09:00:00Z'))).toBe('2027-W01')
    // Sunday 22:00 UTC is Monday 01:00 in Moscow: the next week.
    expect(digestWeek(new Date('2026-12-06T22:00:00Z'))).toBe('2026-W50')
    expect(digestWeek(new Date('2026-12-06T20:00:00Z'))).toBe('2026-W49')
  })

  it('tells the chosen weekday in Moscow', () => {
    expect(isDigestDay(new Date('2026-12-07T09:00:00Z'), '1')).toBe(true)
    expect(isDigestDay(new Date('2026-12-06T22:00:00Z'), '1')).toBe(true)
    expect(isDigestDay(new Date('2026-12-06T20:00:00Z'), '7')).toBe(true)
    expect(isDigestDay(new Date('2026-12-08T09:00:00Z'), '1')).toBe(false)
  })
})

describe('whether a subscriber’s digest is due', () => {
  const monday = new Date('2026-12-07T09:00:00Z')

  it('sends to confirmed subscribers, once a week, at least six days apart', () => {
    expect(digestDue({ status: 'pending' }, monday)).toBe(false)
    expect(digestDue({ status: 'confirmed' }, monday)).toBe(true)
    expect(digestDue({ status: 'confirmed', lastDigestWeek: '2026-W50' }, monday)).toBe(false)
    expect(
      digestDue(
        { status: 'confirmed', lastDigestWeek: '2026-W49', lastDigestAt: '2026-12-04T09:00:00Z' },
        monday,
      ),
    ).toBe(false)
    expect(
      digestDue(
        { status: 'confirmed', lastDigestWeek: '2026-W49', lastDigestAt: '2026-11-30T09:00:00Z' },
        monday,
      ),
    ).toBe(true)
  })

  it('starts from the last digest, or from the confirmation', () => {
    expect(digestSince({ status: 'confirmed', confirmedAt: 'c', lastDigestAt: 'l' })).toBe('l')
    expect(digestSince({ status: 'confirmed', confirmedAt: 'c' })).toBe('c')
  })
})

describe('which posts match a choice', () => {
  const choice = { kinds: ['news', 'event'] as const, practices: [3] }

  it('keeps the chosen kinds of the chosen practices', () => {
    expect(matchesChoice({ type: 'news', practices: [3, 4] }, choice)).toBe(true)
    expect(matchesChoice({ type: 'event', practices: [{ id: 3 }] }, choice)).toBe(true)
    expect(matchesChoice({ type: 'news', practices: [4] }, choice)).toBe(false)
    expect(matchesChoice({ type: 'publication', practices: [3] }, choice)).toBe(false)
    expect(matchesChoice({ type: 'news', practices: null }, choice)).toBe(false)
  })

  it('keeps every practice when none was chosen', () => {
    expect(matchesChoice({ type: 'news' }, { kinds: ['news'], practices: [] })).toBe(true)
  })
})
