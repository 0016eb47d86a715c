/**
 * Whether an event takes registrations now, and what a new one becomes: the one rule the event
 * page (what it shows) and the submission (what it stores) both follow.
 */

/** An event's registration settings, as the editor set them on the post. */
export type RegistrationSettings = {
  enabled?: boolean | null
  /** Places; empty is unlimited. */
  capacity?: number | null
  /** When the form closes; empty is when the event starts. */
  closesAt?: string | null
  /** Whether a full event takes a waiting list. */
  waitingList?: boolean | null
}

export type EventTiming = { startsAt?: string | null; endsAt?: string | null }

/**
 * `open`: a new registration gets a place; `waiting`: it joins the waiting list; `closed`: the
 * closing time (or the event's start) has passed, or the event is full without a waiting list;
 * `off`: the event takes none (never switched on, or past).
 */
export type RegistrationWindow = 'open' | 'waiting' | 'closed' | 'off'

/** When an event is over: its end, or its start when it has none. */
export function eventOver(event: EventTiming, now: Date): boolean {
  const last = event.endsAt ?? event.startsAt
  return Boolean(last) && Date.parse(last as string) <= now.getTime()
}

/** Registration's state for an event with `registered` places taken, at `now`. */
export function registrationWindow(
  settings: RegistrationSettings | null | undefined,
  event: EventTiming,
  registered: number,
  now: Date,
): RegistrationWindow {
  if (!settings?.enabled || !event.startsAt || eventOver(event, now)) return 'off'
  const closesAt = settings.closesAt ?? event.startsAt
  if (Date.parse(closesAt) <= now.getTime()) return 'closed'
  const capacity = settings.capacity ?? null
  if (capacity === null || registered < capacity) return 'open'
  return settings.waitingList ? 'waiting' : 'closed'
}
