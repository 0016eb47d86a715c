/**
 * The registrant's confirmation: plain text in the language of the page they registered on, the
 * event's calendar file attached (for a place, not for the waiting list) and the link that cancels
 * the registration.
 */
import type { Locale } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'
import { SITE_TIME_ZONE } from '@/lib/date-parts'
import { buildCalendar, type EventPost, eventEntry } from '@/lib/ical'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'

export type RegistrationMailInput = {
  id: number
  name: string
  email: string
  status: 'registered' | 'waiting' | 'cancelled'
  locale: Locale
  cancelToken: string
  createdAt: string
}

export type RegistrationMail = {
  to: string
  subject: string
  text: string
  headers: Record<string, string>
  attachments: { filename: string; content: string; contentType: string }[]
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/** Line breaks would let a name or title forge headers or lines of the message. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

/** The address of the page that cancels a registration, in the registrant's language. */
export function cancelUrl(siteUrl: string, locale: Locale, eventId: number, token: string): string {
  const path = localizedHref(locale, `${paths.post({ id: eventId })}/registration/cancel`)
  return `${siteUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`
}

/** When the event takes place, as the registrant's language writes it, in Moscow time. */
function when(post: EventPost, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  })
  const start = new Date(post.event?.startsAt ?? 0)
  const end = post.event?.endsAt ? new Date(post.event.endsAt) : null
  return end && end > start ? format.formatRange(start, end) : format.format(start)
}

export function registrationMail(
  registration: RegistrationMailInput,
  post: EventPost,
  { siteUrl, siteName }: { siteUrl: string; siteName: string },
): RegistrationMail {
  const { locale } = registration
  const t = catalogue(locale).registrationMail
  const base = siteUrl.replace(/\/+$/, '')
  const pageUrl = `${base}${localizedHref(locale, paths.post(post))}`
  const title = oneLine(post.title)
  const waiting = registration.status === 'waiting'
  const lines = [
    fill(t.greeting, { name: oneLine(registration.name) }),
    '',
    fill(waiting ? t.waiting : t.registered, { title }),
    '',
    `${t.when}: ${when(post, locale)} (${t.timeZone})`,
    post.event?.place ? `${t.place}: ${oneLine(post.event.place)}` : null,
    `${t.page}: ${pageUrl}`,
    '',
    waiting ? null : t.calendar,
    `${t.cancel}:`,
    cancelUrl(base, locale, post.id, registration.cancelToken),
    '',
    siteName,
    '',
  ].filter((line) => line !== null)
  const entry = waiting ? null : eventEntry(post, pageUrl)
  return {
    to: registration.email,
    subject: fill(waiting ? t.subjectWaiting : t.subject, { title }),
    text: lines.join('\n'),
    headers: {
      // One per registration, the same on every retry: a mail client shows a repeat as one.
      'Message-ID': `<registration-${registration.id}-${Date.parse(registration.createdAt)}@${new URL(base).hostname}>`,
    },
    attachments: entry
      ? [
          {
            filename: `event-${post.id}.ics`,
            content: buildCalendar(entry, siteName),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          },
        ]
      : [],
  }
}
