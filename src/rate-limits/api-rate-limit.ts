/**
 * The per-client rate limit of the APIs: /graphql (HTTP and the live channel) and anonymous reads
 * of the REST API together, in requests per client address per minute, an IPv6 client counted by
 * its /64 (one subscriber line holds a whole /64, and changing addresses within it costs nothing).
 * In memory: each instance counts its own share of a client's requests, which the balancer spreads
 * anyway.
 */

import { RateLimiterMemory } from 'rate-limiter-flexible'

import { API_RATE_LIMIT } from '@/config/constants'
import { getEnv } from '@/config/env'
import { addressGroup } from '@/lib/address-group'
import { processSingleton } from '@/lib/process-singleton'

import { secondsToWait } from './stored-limiter'

function limiter(): RateLimiterMemory {
  return processSingleton(
    'api-rate-limiter',
    () =>
      new RateLimiterMemory({
        keyPrefix: 'api',
        points: getEnv().API_RATE_LIMIT_PER_MINUTE ?? API_RATE_LIMIT.perMinute,
        duration: API_RATE_LIMIT.windowSeconds,
      }),
  )
}

/** Counts one request of the client at `address`: 0 when allowed, else seconds to wait. */
export async function takeApiRequest(address: string | null | undefined): Promise<number> {
  try {
    await limiter().consume(addressGroup(address?.trim() || 'unknown'))
    return 0
  } catch (rejection) {
    const seconds = secondsToWait(rejection)
    if (seconds !== undefined) return seconds
    throw rejection
  }
}

/** The message of a refused request. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests from this address; try again in ${retryAfterSeconds} s`
}
