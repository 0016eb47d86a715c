import { describe, expect, it } from 'vitest'

import { eventTense, listedDate } from './post-dates'

const event = {
  type: 'event',
  publishedAt: '2026-11-15T00:00:00.000Z',
  event: { startsAt: '2027-03-16T12:00:00.000Z', endsAt: '2027-03-16T15:00:00.000Z' },
}

describe('listedDate', () => {
  it('is an event’s start, and any other post’s publication', () => {
    expect(listedDate(event)).toBe('2027-03-16T12:00:00.000Z')
    expect(listedDate({ ...event, type: 'news' })).toBe('2026-11-15T00:00:00.000Z')
    expect(listedDate({ ...event, event: null })).toBe('2026-11-15T00:00:00.000Z')
  })
})

describe('eventTense', () => {
  it('is upcoming until the event is over, then past', () => {
    expect(eventTense(event, new Date('2026-12-05T00:00:00Z'))).toBe('upcoming')
    expect(eventTense(event, new Date('2027-03-16T14:00:00Z'))).toBe('upcoming')
    expect(eventTense(event, new Date('2027-03-16T15:00:00Z'))).toBe('past')
  })

  it('is nothing for other posts and for an event without a date', () => {
    expect(eventTense({ ...event, type: 'news' }, new Date())).toBeNull()
    expect(eventTense({ ...event, event: {} }, new Date())).toBeNull()
  })
})
