/**
 * The per-client rate limit of /graphql (issue 16, finding 2), over HTTP and the live channel
 * together: requests per client address per minute, an IPv6 client counted by its /64 (one
 * subscriber line holds a whole /64, and changing addresses within it costs nothing). In memory:
 * each instance counts its own share of a client's requests, which the balancer spreads anyway.
 */

import { RateLimiterMemory } from 'rate-limiter-flexible'

import { GRAPHQL_RATE_LIMIT } from '@/config/constants'
import { getEnv } from '@/config/env'
import { addressGroup } from '@/lib/address-group'
import { processSingleton } from '@/lib/process-singleton'

function limiter(): RateLimiterMemory {
  return processSingleton(
    'graphql-rate-limiter',
    () =>
      new RateLimiterMemory({
        keyPrefix: 'graphql',
        points: getEnv().GRAPHQL_RATE_LIMIT_PER_MINUTE ?? GRAPHQL_RATE_LIMIT.perMinute,
        duration: GRAPHQL_RATE_LIMIT.windowSeconds,
      }),
  )
}

/** Counts one request of the client at `address`: 0 when allowed, else seconds to wait. */
export async function takeGraphqlRequest(address: string | null | undefined): Promise<number> {
  try {
    await limiter().consume(addressGroup(address?.trim() || 'unknown'))
    return 0
  } catch (rejection) {
    // Not `instanceof RateLimiterRes`: the limiter is shared through globalThis by Next's route
    // bundle and its instrumentation bundle, each with its own copy of the library's classes.
    const msBeforeNext = (rejection as { msBeforeNext?: unknown } | null)?.msBeforeNext
    if (typeof msBeforeNext === 'number') return Math.max(1, Math.ceil(msBeforeNext / 1000))
    throw rejection
  }
}

/** The message of a refused request, in the GraphQL error shape's words. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests from this address; try again in ${retryAfterSeconds} s`
}
