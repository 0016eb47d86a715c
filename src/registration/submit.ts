/**
 * One event registration, from either door (the form's server action, the GraphQL mutation): the
 * callback form's rate limits, token and honeypot, the event's own window (closing time, places,
 * waiting list), then the registration and its confirmation job are committed together before the
 * registrant is told.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { callbackLimiters } from '@/callback/rate-limit'
import {
  countAttempt,
  formTokenRefusal,
  notifySoon,
  personRefusal,
  replayRefusal,
  type SubmitContext,
} from '@/callback/submit'
import { registrationWindow } from '@/lib/event-registration'

import {
  onlyAsked,
  type RegistrationFieldErrors,
  registrationErrors,
  registrationSubmissionSchema,
} from './schema'

export type RegistrationOutcome =
  | { kind: 'registered' }
  | { kind: 'waiting' }
  /** This address already holds a place or a waiting-list spot for the event. */
  | { kind: 'already' }
  /** Past its closing time, full without a waiting list, over, or no such event. */
  | { kind: 'closed' }
  | { kind: 'invalid'; errors: RegistrationFieldErrors }
  | { kind: 'too-fast' }
  | { kind: 'expired' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

/** What a registration is screened with: a callback submission's context. */
export type RegistrationContext = SubmitContext

/** Registrations that hold a place or wait for one (a cancelled one frees its place). */
const ACTIVE = ['registered', 'waiting']

/** The published event a submission names, or null. */
async function findEvent(payload: Payload, raw: unknown) {
  const id = Number((raw as { event?: unknown } | null)?.event)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const { docs } = await payload.find({
    collection: 'posts',
    where: {
      and: [
        { id: { equals: id } },
        { type: { equals: 'event' } },
        { _status: { equals: 'published' } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

/** How many places an event's registrations hold now. */
export async function registeredCount(payload: Payload, eventId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/**
 * Validates and stores one registration. Returns the outcome for the registrant; throws only when
 * it could not be stored (the database is down), which the caller answers as a failure.
 */
export async function submitRegistration(
  raw: unknown,
  context: RegistrationContext,
): Promise<RegistrationOutcome> {
  const { payload, clientIp } = context
  const now = context.now ?? new Date()
  // The callback form's budget per address: both forms together, the malformed attempts too.
  const ipWait = await countAttempt(payload, clientIp)
  if (ipWait) return { kind: 'rate-limited', retryAfterSeconds: ipWait }

  const event = await findEvent(payload, raw)
  const settings = event?.event?.registration
  const asked = settings?.fields ?? []
  const parsed = registrationSubmissionSchema.safeParse(
    typeof raw === 'object' && raw !== null
      ? onlyAsked(raw as Record<string, unknown>, asked)
      : raw,
  )
  if (!parsed.success) {
    const errors = registrationErrors(parsed.error)
    if (Object.keys(errors).length === 0) return event ? { kind: 'expired' } : { kind: 'closed' }
    return { kind: 'invalid', errors }
  }
  if (!event) return { kind: 'closed' }
  const submission = parsed.data

  const tokenRefused = formTokenRefusal(submission.formToken, now)
  if (tokenRefused) return tokenRefused

  const window = registrationWindow(
    settings,
    event.event ?? {},
    await registeredCount(payload, event.id),
    now,
  )
  if (window !== 'open' && window !== 'waiting') return { kind: 'closed' }
  const status = window === 'open' ? 'registered' : 'waiting'

  // A bot that filled the honeypot is told what a person would be, and takes no place.
  if (submission.website.trim() !== '') return { kind: status }

  // The callback form's per-person limit, the address counted apart from any phone number.
  const { phone } = await callbackLimiters(payload)
  const refused =
    (await personRefusal(payload, phone, `email:${submission.email}`)) ??
    (await replayRefusal(payload, submission.formToken))
  if (refused) return refused

  const { totalDocs: already } = await payload.count({
    collection: 'event-registrations',
    where: {
      and: [
        { event: { equals: event.id } },
        { email: { equals: submission.email } },
        { status: { in: ACTIVE } },
      ],
    },
    overrideAccess: true,
  })
  if (already > 0) return { kind: 'already' }

  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  await payload.create({
    collection: 'event-registrations',
    data: {
      event: event.id,
      name: submission.name,
      email: submission.email,
      company: submission.company || null,
      position: submission.position || null,
      phone: submission.phone || null,
      question: submission.question || null,
      status,
      locale: submission.locale,
      consent: {
        agreed: submission.agreement,
        at: now.toISOString(),
        policyVersion: site.privacyPolicyVersion ?? null,
      },
      mail: 'pending',
      cancelToken: randomBytes(24).toString('base64url'),
    },
    depth: 0,
    overrideAccess: true,
  })
  // Committed: the registrant may be told. The mail goes now rather than at the queue's next tick.
  notifySoon(payload)
  return { kind: status }
}

/**
 * Cancels the registration whose link carries `token`. True when one was active and now is
 * cancelled; false for an unknown token or one already cancelled.
 */
export async function cancelRegistration(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<'cancelled' | 'already' | 'unknown'> {
  if (!/^[\w-]{16,64}$/.test(token)) return 'unknown'
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { cancelToken: { equals: token } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const registration = docs[0]
  if (!registration) return 'unknown'
  if (registration.status === 'cancelled') return 'already'
  await payload.update({
    collection: 'event-registrations',
    id: registration.id,
    data: { status: 'cancelled', cancelledAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return 'cancelled'
}
