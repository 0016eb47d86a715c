import { escapeText, foldLine } from './vcard'

/** One event for calendar apps (iCalendar, RFC 5545). */
export type CalendarEvent = {
  uid: string
  title: string
  startsAt: Date
  endsAt?: Date | null
  location?: string | null
  description?: string | null
  url?: string | null
  stamp?: Date
}

/** What an event post carries for its calendar entry. */
export type EventPost = {
  id: number
  title: string
  summary?: string | null
  updatedAt: string
  event?: { startsAt?: string | null; endsAt?: string | null; place?: string | null } | null
}

/**
 * A press-center event's calendar entry, the same in its .ics download and in a registrant's
 * confirmation (one UID: a calendar app updates the entry rather than adding a second).
 */
export function eventEntry(post: EventPost, url: string): CalendarEvent | null {
  if (!post.event?.startsAt) return null
  return {
    uid: `post-${post.id}@${new URL(url).hostname}`,
    title: post.title,
    startsAt: new Date(post.event.startsAt),
    endsAt: post.event.endsAt ? new Date(post.event.endsAt) : null,
    location: post.event.place,
    description: post.summary,
    url,
    stamp: new Date(post.updatedAt),
  }
}

/** A date-time in UTC, basic format (20260314T070000Z). */
export function icalDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** The .ics text of one event; without an end it lasts two hours. */
export function buildCalendar(event: CalendarEvent, productId: string): string {
  const end = event.endsAt ?? new Date(event.startsAt.getTime() + 2 * 60 * 60 * 1000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(productId)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icalDate(event.stamp ?? new Date())}`,
    `DTSTART:${icalDate(event.startsAt)}`,
    `DTEND:${icalDate(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
  ]
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.url) lines.push(`URL:${event.url}`)
  lines.push('END:VEVENT', 'END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
