import { describe, expect, it } from 'vitest'

import { buildCalendar, icalDate } from './ical'

describe('iCalendar', () => {
  it('writes UTC date-times', () => {
    expect(icalDate(new Date('2027-02-18T10:00:00+03:00'))).toBe('20270218T070000Z')
  })
  it('builds one event, two hours long when no end is given', () => {
    const ics = buildCalendar(
      {
        uid: 'post-42@gromov-larina.ru',
        title: 'Форум «Санкционные споры — 2027»',
        startsAt: new Date('2027-02-18T10:00:00+03:00'),
        location: 'Москва, Пресненская наб., 12',
        stamp: new Date('2026-11-21T00:00:00Z'),
      },
      'Gromov, Larina & Partners',
    )
    const lines = ics.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('DTSTART:20270218T070000Z')
    expect(lines).toContain('DTEND:20270218T090000Z')
    expect(lines).toContain('UID:post-42@gromov-larina.ru')
    expect(lines).toContain('LOCATION:Москва\\, Пресненская наб.\\, 12')
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  })
})
