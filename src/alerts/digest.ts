/**
 * When a subscriber's digest is due, and which posts it holds: pure, so the weekly job's rules are
 * tested without a clock or a database. Weeks and weekdays are the firm's (Moscow time).
 */

import { SITE_TIME_ZONE } from '@/lib/date-parts'
import type { PostType } from '@/lib/post-types'

/** The weekdays an editor may choose, ISO numbered (1 is Monday). */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const
export type Weekday = (typeof WEEKDAYS)[number]
/** The digest's day when the editor has not chosen one. */
export const DEFAULT_DIGEST_WEEKDAY: Weekday = '1'

const DAY_MS = 24 * 60 * 60 * 1000
/** Two digests are at least this far apart, even when the editor moves the day mid-week. */
export const DIGEST_MIN_GAP_MS = 6 * DAY_MS

/** The calendar date in Moscow as a UTC midnight, and its ISO weekday. */
function firmDate(now: Date): { date: Date; weekday: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number)
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1))
  return { date, weekday: ((date.getUTCDay() + 6) % 7) + 1 }
}

/** The ISO week of `now` in Moscow, as `2026-W49`: a digest's identity with its subscriber's id. */
export function digestWeek(now: Date): string {
  const { date, weekday } = firmDate(now)
  // The week's Thursday decides its year (ISO 8601).
  const thursday = new Date(date.getTime() + (4 - weekday) * DAY_MS)
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

/** Whether `now` falls on the chosen weekday in Moscow. */
export function isDigestDay(now: Date, weekday: Weekday): boolean {
  return firmDate(now).weekday === Number(weekday)
}

export type DigestState = {
  status: 'pending' | 'confirmed'
  confirmedAt?: string | null
  lastDigestAt?: string | null
  lastDigestWeek?: string | null
}

/** Whether a subscriber gets a digest this week: confirmed, none this week, none too recently. */
export function digestDue(subscriber: DigestState, now: Date): boolean {
  if (subscriber.status !== 'confirmed') return false
  if (subscriber.lastDigestWeek === digestWeek(now)) return false
  const last = subscriber.lastDigestAt ? Date.parse(subscriber.lastDigestAt) : Number.NaN
  return Number.isNaN(last) || now.getTime() - last >= DIGEST_MIN_GAP_MS
}

/** The moment a digest's posts start: the last digest, or the confirmation for the first one. */
export function digestSince(subscriber: DigestState): string | undefined {
  return subscriber.lastDigestAt ?? subscriber.confirmedAt ?? undefined
}

type Choice = { practices: readonly number[]; kinds: readonly PostType[] }
type CandidatePost = { type: PostType; practices?: readonly (number | { id: number })[] | null }

/** Whether a post is of the kinds chosen and, when practices were chosen, of one of them. */
export function matchesChoice(post: CandidatePost, choice: Choice): boolean {
  if (!choice.kinds.includes(post.type)) return false
  if (choice.practices.length === 0) return true
  const ids = (post.practices ?? []).map((p) => (typeof p === 'number' ? p : p.id))
  return ids.some((id) => choice.practices.includes(id))
}
