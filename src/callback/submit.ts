/**
 * One callback submission, from any door (the GraphQL mutation, the form posted without
 * JavaScript): rate limits, validation, the spam checks, then the request and its notification job
 * are committed together before the visitor is told it was sent.
 */
import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { CALLBACK_JOBS_QUEUE } from '@/callback/job-names'
import { resolvePayloadSecret } from '@/config/env'

import { addressGroup } from '@/lib/address-group'
import { trackRun } from '@/lib/runs-at-once'
import { personalKey } from '@/rate-limits/personal-key'

import { checkFormToken, formTokenKind, tokenId } from './form-token'
import { callbackLimiters, consume } from './rate-limit'
import { type CallbackFieldErrors, callbackSubmissionSchema, fieldErrors } from './schema'
import { callbackSettings } from './settings'

export type CallbackOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: CallbackFieldErrors }
  /** Sent sooner after the form was shown than a person types: check and send again. */
  | { kind: 'too-fast' }
  /** The form's token is missing, forged or malformed: reload the page. */
  | { kind: 'expired' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }

export type SubmitContext = {
  payload: Payload
  /** The client's address, as the server saw it (see src/security/forwarded.ts). */
  clientIp: string
  now?: Date
}

/** Why a valid-looking submission of any of the site's forms is not taken. */
export type Refusal = Extract<CallbackOutcome, { kind: 'too-fast' | 'expired' | 'rate-limited' }>

/**
 * Counts an attempt against the client's address (an IPv6 client by its /64), the malformed ones
 * too; seconds to wait when over the limit, else 0. Every form's first step.
 */
export async function countAttempt(payload: Payload, clientIp: string): Promise<number> {
  return consume((await callbackLimiters(payload)).ip, addressGroup(clientIp))
}

/**
 * The form's token: issued by this site within its maximum age, and not sooner before the
 * submission than a person fills the form in. Undefined when it passes.
 */
export function formTokenRefusal(formToken: string, now: Date): Refusal | undefined {
  const token = checkFormToken(resolvePayloadSecret(), formToken, {
    now: now.getTime(),
    minFillMs: callbackSettings().minFillMs,
  })
  if (token === 'invalid') return { kind: 'expired' }
  if (token === 'too-fast') return { kind: 'too-fast' }
  return undefined
}

/**
 * Counts a submission against the person it is from (their phone or e-mail) on `limiter`. Counted
 * by a keyed digest: the limits' table holds no phone numbers or addresses.
 */
export async function personRefusal(
  payload: Payload,
  limiter: RateLimiterAbstract,
  person: string,
): Promise<Refusal | undefined> {
  const wait = await consume(limiter, personalKey(payload.secret, person))
  return wait ? { kind: 'rate-limited', retryAfterSeconds: wait } : undefined
}

/**
 * A visitor's form is taken once: a replay of its token is told to renew, as a forged one is. The
 * page's token (the form without JavaScript) is shared by design.
 */
export async function replayRefusal(
  payload: Payload,
  formToken: string,
): Promise<Refusal | undefined> {
  if (formTokenKind(resolvePayloadSecret(), formToken) !== 'visitor') return undefined
  const used = await consume((await callbackLimiters(payload)).token, tokenId(formToken))
  return used ? { kind: 'expired' } : undefined
}

/**
 * The spam checks of a submission whose fields are valid: the form's token, the limit per person
 * (`person`: their phone or e-mail, skipped for the honeypot's requests) and the single use of a
 * visitor's token (the honeypot's requests use theirs up as well). Undefined when it may be stored.
 */
export async function screenSubmission(
  payload: Payload,
  {
    formToken,
    spam,
    person,
    now,
  }: {
    formToken: string
    spam: boolean
    person: { limiter: 'phone' | 'email'; value: string }
    now: Date
  },
): Promise<Refusal | undefined> {
  const tokenRefused = formTokenRefusal(formToken, now)
  if (tokenRefused) return tokenRefused
  if (!spam) {
    const limiter = (await callbackLimiters(payload))[person.limiter]
    const personRefused = await personRefusal(payload, limiter, person.value)
    if (personRefused) return personRefused
  }
  return replayRefusal(payload, formToken)
}

/**
 * Runs the notification queue now rather than at its next tick; a failure leaves it to the tick.
 * Closing the database waits for the run (src/lib/runs-at-once.ts).
 */
export function notifySoon(payload: Payload): void {
  trackRun(
    payload.jobs
      .run({ queue: CALLBACK_JOBS_QUEUE })
      .catch((error: unknown) =>
        payload.logger.warn({ err: error }, 'notification deferred to the queue'),
      ),
  )
}

/**
 * Validates and stores one submission. Returns the outcome for the visitor; throws only when the
 * request could not be stored (the database is down), which the caller answers as a failure.
 */
export async function submitCallback(
  raw: unknown,
  context: SubmitContext,
): Promise<CallbackOutcome> {
  const { payload, clientIp } = context
  const now = context.now ?? new Date()
  const ipWait = await countAttempt(payload, clientIp)
  if (ipWait) return { kind: 'rate-limited', retryAfterSeconds: ipWait }

  const parsed = callbackSubmissionSchema.safeParse(raw)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    // Only the form's own hidden fields are wrong (its token, its language): nothing the visitor
    // could correct, so not "0 fields need your attention" but the advice to reload the form.
    if (Object.keys(errors).length === 0) return { kind: 'expired' }
    return { kind: 'invalid', errors }
  }
  const submission = parsed.data
  const spam = submission.website.trim() !== ''
  const refusal = await screenSubmission(payload, {
    formToken: submission.formToken,
    spam,
    person: { limiter: 'phone', value: submission.phone },
    now,
  })
  if (refusal) return refusal

  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  await payload.create({
    collection: 'callback-requests',
    data: {
      name: submission.name,
      phone: submission.phone,
      comment: submission.comment,
      status: spam ? 'spam' : 'new',
      notification: spam ? 'skipped' : 'pending',
      consent: {
        agreed: submission.agreement,
        at: now.toISOString(),
        policyVersion: site.privacyPolicyVersion ?? null,
      },
      locale: submission.locale,
      page: submission.page ?? null,
    },
    depth: 0,
    overrideAccess: true,
  })
  // Committed: the visitor may be told. The mail goes now rather than at the queue's next tick.
  if (!spam) notifySoon(payload)
  // A bot that filled the honeypot is told what a person would be, so it learns nothing.
  return { kind: 'sent' }
}
