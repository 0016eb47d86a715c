/**
 * The subscription's operations, from any door (the form's server action, the pages behind the
 * mails' links, the one-click unsubscribe endpoint): subscribe with double opt-in, confirm, change
 * the choice, unsubscribe. A subscriber and the job that mails them are committed together (the
 * collection's hook queues it) before the visitor is told "sent".
 */
import type { Payload } from 'payload'

import { consume } from '@/callback/rate-limit'
import { formTokenRefusal, personRefusal } from '@/callback/submit'
import { resolvePayloadSecret } from '@/config/env'
import { addressGroup } from '@/lib/address-group'

import { ALERTS_JOBS_QUEUE, SEND_ALERT_MAIL_TASK } from './job-names'
import { alertLimiters } from './rate-limit'
import {
  type AlertChoice,
  type AlertFieldErrors,
  alertChoiceSchema,
  alertFieldErrors,
  alertSubscriptionSchema,
} from './schema'
import { type AlertTokenPurpose, checkAlertToken, newTokenSalt, tokenSubscriberId } from './tokens'

export type SubscribeOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: AlertFieldErrors }
  | { kind: 'too-fast' }
  | { kind: 'expired' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

type Context = { payload: Payload; clientIp: string; now?: Date }

/** Which mail the collection's hook queues with a write (see src/cms/hooks/alert-mail.ts). */
export type AlertMailKind = 'confirm' | 'manage'

/** Practice ids that exist, of those chosen: a forged id is refused as the field's error. */
async function knownPractices(payload: Payload, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true
  const { totalDocs } = await payload.count({
    collection: 'practices',
    where: { id: { in: ids } },
    overrideAccess: true,
  })
  return totalDocs === ids.length
}

/**
 * Validates a subscription and stores it as pending with its confirmation mail queued. An
 * address already confirmed keeps its choice and is sent the link to change it instead: a
 * stranger cannot change or stop someone else's alerts by typing their address.
 */
export async function subscribe(raw: unknown, context: Context): Promise<SubscribeOutcome> {
  const { payload } = context
  const now = context.now ?? new Date()
  const limiters = await alertLimiters(payload)
  const ipWait = await consume(limiters.ip, addressGroup(context.clientIp))
  if (ipWait) return { kind: 'rate-limited', retryAfterSeconds: ipWait }

  const parsed = alertSubscriptionSchema.safeParse(raw)
  if (!parsed.success) {
    const errors = alertFieldErrors(parsed.error)
    return Object.keys(errors).length === 0 ? { kind: 'expired' } : { kind: 'invalid', errors }
  }
  const input = parsed.data
  const tokenRefused = formTokenRefusal(input.formToken, now)
  if (tokenRefused) return tokenRefused
  // A bot that filled the honeypot is told what a person would be; nothing is stored or sent.
  if (input.website.trim() !== '') return { kind: 'sent' }
  if (!(await knownPractices(payload, input.practices))) {
    return { kind: 'invalid', errors: { practices: 'practicesInvalid' } }
  }
  const emailRefused = await personRefusal(payload, limiters.email, input.email)
  if (emailRefused) return emailRefused

  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: input.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing?.status === 'confirmed') {
    await payload.jobs.queue({
      task: SEND_ALERT_MAIL_TASK,
      queue: ALERTS_JOBS_QUEUE,
      input: { subscriberId: existing.id, kind: 'manage' },
    })
  } else {
    const site = await payload.findGlobal({ slug: 'site', depth: 0 })
    const data = {
      email: input.email,
      practices: input.practices,
      kinds: input.kinds,
      language: input.language,
      status: 'pending' as const,
      // A new subscription voids the links of any earlier one.
      tokenSalt: newTokenSalt(),
      consent: {
        agreed: true,
        at: now.toISOString(),
        policyVersion: site.privacyPolicyVersion ?? null,
      },
    }
    const write = {
      depth: 0,
      overrideAccess: true,
      context: { alertMail: 'confirm' satisfies AlertMailKind },
    } as const
    if (existing)
      await payload.update({ collection: 'subscribers', id: existing.id, data, ...write })
    else await payload.create({ collection: 'subscribers', data, ...write })
  }
  // Committed: the mail goes now rather than at the queue's next tick.
  payload.jobs
    .run({ queue: ALERTS_JOBS_QUEUE })
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'alert mail deferred'))
  return { kind: 'sent' }
}

/** The subscriber a link's token names, when the token is theirs; null otherwise. */
export async function subscriberByToken(
  payload: Payload,
  purpose: AlertTokenPurpose,
  token: string,
) {
  const id = tokenSubscriberId(token)
  if (id === null) return null
  const subscriber = await payload
    .findByID({ collection: 'subscribers', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!subscriber) return null
  return checkAlertToken(resolvePayloadSecret(), purpose, token, subscriber) ? subscriber : null
}

/** Confirms the subscription the confirmation link names; false when the link is not valid. */
export async function confirmSubscription(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const subscriber = await subscriberByToken(payload, 'confirm', token)
  if (!subscriber) return false
  if (subscriber.status !== 'confirmed') {
    await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data: { status: 'confirmed', confirmedAt: now.toISOString() },
      depth: 0,
      overrideAccess: true,
    })
  }
  return true
}

export type ChoiceOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid'; errors: AlertFieldErrors }
  | { kind: 'expired' }

/** Changes a confirmed subscriber's choice from their link. */
export async function changeChoice(
  payload: Payload,
  token: string,
  raw: unknown,
): Promise<ChoiceOutcome> {
  const subscriber = await subscriberByToken(payload, 'manage', token)
  if (!subscriber) return { kind: 'expired' }
  const parsed = alertChoiceSchema.safeParse(raw)
  if (!parsed.success) return { kind: 'invalid', errors: alertFieldErrors(parsed.error) }
  const choice: AlertChoice = parsed.data
  if (!(await knownPractices(payload, choice.practices))) {
    return { kind: 'invalid', errors: { practices: 'practicesInvalid' } }
  }
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: choice,
    depth: 0,
    overrideAccess: true,
  })
  return { kind: 'saved' }
}

/**
 * Unsubscribes: the address is deleted, as a request to delete one's data is (it is kept only
 * while subscribed). False when the link is not valid (already unsubscribed).
 */
export async function unsubscribe(payload: Payload, token: string): Promise<boolean> {
  const subscriber = await subscriberByToken(payload, 'manage', token)
  if (!subscriber) return false
  await payload.delete({ collection: 'subscribers', id: subscriber.id, overrideAccess: true })
  return true
}
