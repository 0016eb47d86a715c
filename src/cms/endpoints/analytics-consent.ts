/**
 * POST /api/analytics-consents/record: the banner's decision, stored as proof of consent (152-FZ
 * art. 9: specific, informed, provable). A record holds a consent id the server made (the
 * visitor's cookie keeps it, so one browser's changes of mind share it), the decision, the version
 * and hash of the text it was given to, the language and the time: no address, no user agent.
 * Only the site's own pages may post, as JSON; the body is bounded, validated, rate limited.
 */
import { randomUUID } from 'node:crypto'

import type { Endpoint, Payload, PayloadRequest } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { z } from 'zod'

import { LOCALES } from '@/config/constants'
import { addressGroup } from '@/lib/address-group'
import { ANALYTICS_CONSENT, CONSENT_DECISIONS, parseConsentCookie } from '@/lib/analytics-consent'
import { clientIpFrom } from '@/lib/client-ip'
import { readCookie } from '@/lib/cookie'
import { processRegistry } from '@/lib/process-registry'
import {
  type LimiterStore,
  limiterTable,
  secondsToWait,
  storedLimiter,
} from '@/rate-limits/stored-limiter'
import { cameFromSite } from '@/security/origin'

import { consentTextHash } from './analytics-consent-text'

// Zod compiles object checks with `new Function` when it may; the interpreter is as correct.
z.config({ jitless: true })

/** One decision as the banner posts it. */
export const consentRequestSchema = z.strictObject({
  decision: z.enum(CONSENT_DECISIONS, { error: 'decision must be "granted" or "denied".' }),
  locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}.` }),
  textVersion: z.string({ error: 'textVersion must be a string.' }).min(1).max(40),
})

export type ConsentRequest = z.infer<typeof consentRequestSchema>

const limiters = processRegistry('limiters')

/** This process's limiter of decisions per client address (shared in PostgreSQL mode). */
function consentLimiter(payload: Payload): Promise<RateLimiterAbstract> {
  return limiters.onceAsync('analytics-consent', () => {
    const store = payload.db as unknown as LimiterStore
    return storedLimiter(
      store,
      limiterTable(store, 'consent_rate_limits'),
      'analytics-consent-ip',
      ANALYTICS_CONSENT.ipLimit,
    )
  })
}

const problem = (status: number, message: string, headers?: Record<string, string>) =>
  Response.json(
    { errors: [{ message }] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )

/** The first issue of a failed parse, as one readable sentence. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is invalid.'
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`
  const field = issue.path.join('.')
  return issue.message.startsWith(field) || !field ? issue.message : `${field}: ${issue.message}`
}

/**
 * The consent id of this decision: the one of the visitor's earlier decision (its cookie) when the
 * server made it, else a new one. A client never chooses an id of its own.
 */
async function consentIdOf(req: PayloadRequest): Promise<string> {
  const earlier = parseConsentCookie(
    readCookie(req.headers.get('cookie'), ANALYTICS_CONSENT.cookie),
  )
  if (earlier) {
    const { totalDocs } = await req.payload.count({
      collection: 'analytics-consents',
      where: { consentId: { equals: earlier.consentId } },
      overrideAccess: true,
    })
    if (totalDocs > 0) return earlier.consentId
  }
  return randomUUID()
}

async function record(req: PayloadRequest): Promise<Response> {
  // Another site's page must not record a decision in a visitor's name: only the site's own pages
  // (which always send JSON, a type no other site can send without asking first) may.
  if (!cameFromSite(req.headers)) {
    return problem(403, "Only the site's own pages may record a decision.")
  }
  if (!/^application\/json(?:;|$)/i.test(req.headers.get('content-type') ?? '')) {
    return problem(415, 'The request body must be JSON (Content-Type: application/json).')
  }
  try {
    const wait = await consume(
      await consentLimiter(req.payload),
      addressGroup(clientIpFrom(req.headers)),
    )
    if (wait) {
      return problem(429, `Too many requests. Try again in ${wait} s.`, {
        'retry-after': String(wait),
      })
    }
  } catch (error) {
    req.payload.logger.warn({ err: error }, 'analytics consent: rate limiter unavailable')
    return problem(503, 'The decision could not be saved. Try again later.')
  }
  const declared = Number(req.headers.get('content-length') ?? Number.NaN)
  if (declared > ANALYTICS_CONSENT.maxBodyBytes) {
    return problem(
      413,
      `The request body is too large (at most ${ANALYTICS_CONSENT.maxBodyBytes} bytes).`,
    )
  }
  const body = (await req.text?.()) ?? ''
  if (Buffer.byteLength(body) > ANALYTICS_CONSENT.maxBodyBytes) {
    return problem(
      413,
      `The request body is too large (at most ${ANALYTICS_CONSENT.maxBodyBytes} bytes).`,
    )
  }
  let raw: unknown
  try {
    raw = JSON.parse(body)
  } catch {
    return problem(400, 'The request body must be a JSON object.')
  }
  const parsed = consentRequestSchema.safeParse(raw)
  if (!parsed.success) return problem(400, firstIssue(parsed.error))
  const { decision, locale, textVersion } = parsed.data
  if (textVersion !== ANALYTICS_CONSENT.textVersion) {
    // The page was shown an older text: consent to it is not consent to the current one.
    return problem(409, 'The consent text has changed. Reload the page and decide again.')
  }
  try {
    const consentId = await consentIdOf(req)
    await req.payload.create({
      collection: 'analytics-consents',
      data: { consentId, decision, locale, textVersion, textHash: consentTextHash(locale) },
      depth: 0,
      overrideAccess: true,
    })
    return Response.json(
      { consentId, decision, textVersion },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    req.payload.logger.error({ err: error }, 'analytics consent could not be stored')
    return problem(503, 'The decision could not be saved. Try again later.')
  }
}

/** Seconds until `key` may post again, or 0 when this post is allowed (and counted). */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key)
    return 0
  } catch (rejection) {
    const seconds = secondsToWait(rejection)
    if (seconds !== undefined) return seconds
    throw rejection
  }
}

export const recordAnalyticsConsent: Endpoint = { path: '/record', method: 'post', handler: record }
