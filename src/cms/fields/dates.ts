/**
 * How the admin shows and picks dates: the Russian way (15.11.2026, 24-hour clock) in both admin
 * languages, not Payload's default US format ("11/15/2026", "Mar 16, 2027 12:00 PM"). Admin
 * options only: nothing in the database depends on them.
 */
import type { DateField } from 'payload'

type DateAdmin = NonNullable<DateField['admin']>

/** A calendar day. */
export const DAY_ONLY: DateAdmin = {
  date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
}

/** A day and a time of day, picked every 15 minutes. */
export const DAY_AND_TIME: DateAdmin = {
  date: {
    pickerAppearance: 'dayAndTime',
    displayFormat: 'dd.MM.yyyy HH:mm',
    timeFormat: 'HH:mm',
    timeIntervals: 15,
  },
}
