/**
 * Which date a press-center post is listed by, and whether an event is still ahead: an event's
 * own date is its main date everywhere (lists, the home carousel, search), not when it was posted.
 */
import { eventOver } from './event-registration'

export type DatedPost = {
  type: string
  publishedAt: string
  event?: { startsAt?: string | null; endsAt?: string | null } | null
}

/** The date a post is shown and listed by: an event's start, any other post's publication. */
export function listedDate(post: DatedPost): string {
  return (post.type === 'event' && post.event?.startsAt) || post.publishedAt
}

/** An event with a date is upcoming until it is over, then past; other posts are neither. */
export function eventTense(post: DatedPost, now: Date): 'upcoming' | 'past' | null {
  if (post.type !== 'event' || !post.event?.startsAt) return null
  return eventOver(post.event, now) ? 'past' : 'upcoming'
}
