/**
 * The per-client rate limit of the APIs: /graphql (HTTP and the live channel) and anonymous reads
 * of the REST API together, in requests per client address per minute, an IPv6 client counted by
 * its /64 (one subscriber line holds a whole /64, and changing addresses within it costs nothing).
 * In memory: each instance counts its own share of a client's requests, which the balancer spreads
 * anyway.
 */

import { RateLimiterMemory } from 'rate-limiter-flexible'

import { getEnv } from '@/config/env'
import { addressGroup } from '@/lib/address-group'
import { processRegistry } from '@/lib/process-registry'

import { secondsToWait } from './stored-limiter'

/**
 * Requests to the APIs per client address (IPv6 by /64) per minute: /graphql over HTTP and the
 * live channel, and anonymous reads of /api, together (API_RATE_LIMIT_PER_MINUTE overrides).
 * Generous for a person, a site's pages and an office behind one NAT.
 */
export const API_RATE_LIMIT = {
  perMinute: 300,
  windowSeconds: 60,
  /** A refusal is given after this pause, at most this many held at once. */
  refusalDelayMs: 1000,
  maxHeldRefusals: 1000,
} as const

const limiters = processRegistry('limiters')

function limiter(): RateLimiterMemory {
  return limiters.once(
    'api',
    () =>
      new RateLimiterMemory({
        keyPrefix: 'api',
        points: getEnv().API_RATE_LIMIT_PER_MINUTE ?? API_RATE_LIMIT.perMinute,
        duration: API_RATE_LIMIT.windowSeconds,
      }),
  )
}

/** Refusals being held back right now (see takeApiRequest). */
let holding = 0

/**
 * Counts one request of the client at `address`: 0 when allowed, else seconds to wait. A refusal
 * is held back a moment before it is given (as nginx's `limit_req` delays what exceeds its rate):
 * a client that ignores Retry-After and asks again at once then sends one request a second per
 * connection, instead of keeping the cores busy with refusals. Past a bound of held refusals
 * (many connections at once: the edge's job), they are given at once.
 */
export async function takeApiRequest(address: string | null | undefined): Promise<number> {
  let seconds: number | undefined
  try {
    await limiter().consume(addressGroup(address?.trim() || 'unknown'))
    return 0
  } catch (rejection) {
    seconds = secondsToWait(rejection)
    if (seconds === undefined) throw rejection
  }
  if (holding < API_RATE_LIMIT.maxHeldRefusals) {
    holding++
    await new Promise((resolve) => setTimeout(resolve, API_RATE_LIMIT.refusalDelayMs))
    holding--
  }
  return seconds
}

/** The message of a refused request. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests from this address; try again in ${retryAfterSeconds} s`
}
