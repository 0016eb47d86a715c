/**
 * One callback submission, from any door (the GraphQL mutation, the form posted without
 * JavaScript): rate limits, validation, the spam checks, then the request and its notification job
 * are committed together before the visitor is told it was sent.
 */
import type { Payload } from 'payload'

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
 * The spam checks of a submission whose fields are valid: the form's token (forged, expired, sent
 * too fast), the limit per person (`person`: their phone or e-mail, skipped for the honeypot's
 * requests) and the single use of a visitor's token. Undefined when it may be stored.
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
  const limiters = await callbackLimiters(payload)
  const secret = resolvePayloadSecret()
  const token = checkFormToken(secret, formToken, {
    now: now.getTime(),
    minFillMs: callbackSettings().minFillMs,
  })
  if (token === 'invalid') return { kind: 'expired' }
  if (token === 'too-fast') return { kind: 'too-fast' }

  if (!spam) {
    // Counted by a keyed digest: the limits' table holds no phone numbers or addresses.
    const key = personalKey(payload.secret, person.value)
    const wait = await consume(limiters[person.limiter], key)
    if (wait) return { kind: 'rate-limited', retryAfterSeconds: wait }
  }

  // A visitor's form is taken once: a replay of its token is told to renew, as a forged one is
  // (the honeypot's requests use theirs up as well). The page's token is shared by design.
  if (formTokenKind(secret, formToken) === 'visitor') {
    if (await consume(limiters.token, tokenId(formToken))) return { kind: 'expired' }
  }
  return undefined
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
