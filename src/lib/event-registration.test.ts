import { describe, expect, it } from 'vitest'

import { eventOver, registrationWindow } from './event-registration'

const now = new Date('2027-03-01T10:00:00.000Z')
const event = { startsAt: '2027-03-16T12:00:00.000Z', endsAt: '2027-03-16T15:00:00.000Z' }
const on = { enabled: true, capacity: 2, closesAt: '2027-03-15T18:00:00.000Z', waitingList: true }

describe('registrationWindow', () => {
  it('is open while places are left before the closing time', () => {
    expect(registrationWindow(on, event, 0, now)).toBe('open')
    expect(registrationWindow(on, event, 1, now)).toBe('open')
  })

  it('takes a waiting list once full, or closes without one', () => {
    expect(registrationWindow(on, event, 2, now)).toBe('waiting')
    expect(registrationWindow(on, event, 5, now)).toBe('waiting')
    expect(registrationWindow({ ...on, waitingList: false }, event, 2, now)).toBe('closed')
  })

  it('has no limit without a capacity', () => {
    expect(registrationWindow({ ...on, capacity: null }, event, 10_000, now)).toBe('open')
  })

  it('closes at the closing time, or at the start when none is set', () => {
    const closing = new Date(on.closesAt)
    expect(registrationWindow(on, event, 0, new Date(closing.getTime() - 1))).toBe('open')
    expect(registrationWindow(on, event, 0, closing)).toBe('closed')
    const noClosing = { ...on, closesAt: null }
    expect(registrationWindow(noClosing, event, 0, new Date('2027-03-16T11:59:59Z'))).toBe('open')
    expect(registrationWindow(noClosing, event, 0, new Date('2027-03-16T12:00:00Z'))).toBe('closed')
  })

  it('is off when not switched on, without a date, or once the event is over', () => {
    expect(registrationWindow({ ...on, enabled: false }, event, 0, now)).toBe('off')
    expect(registrationWindow(null, event, 0, now)).toBe('off')
    expect(registrationWindow(on, { startsAt: null }, 0, now)).toBe('off')
    const after = new Date('2027-03-16T15:00:00.000Z')
    expect(registrationWindow({ ...on, closesAt: '2028-01-01T00:00:00Z' }, event, 0, after)).toBe(
      'off',
    )
  })
})

describe('eventOver', () => {
  it('is over at its end, or at its start without one', () => {
    expect(eventOver(event, new Date('2027-03-16T14:59:59Z'))).toBe(false)
    expect(eventOver(event, new Date('2027-03-16T15:00:00Z'))).toBe(true)
    expect(eventOver({ startsAt: event.startsAt }, new Date('2027-03-16T12:00:00Z'))).toBe(true)
    expect(eventOver({}, now)).toBe(false)
  })
})
