/**
 * The per-client rate limit of /graphql (issue 16, finding 2), over HTTP and the live channel
 * together: requests per client address per minute, an IPv6 client counted by its /64 (one
 * subscriber line holds a whole /64, and changing addresses within it costs nothing). In memory:
 * each instance counts its own share of a client's requests, which the balancer spreads anyway.
 */
import { isIPv6 } from 'node:net'

import { RateLimiterMemory } from 'rate-limiter-flexible'

import { GRAPHQL_RATE_LIMIT } from '@/config/constants'
import { getEnv } from '@/config/env'

/**
 * The key a client is counted under: an IPv4 address as it is, an IPv6 address by its first 64
 * bits (an IPv4-mapped one as its IPv4 address), anything else (no address) as itself.
 */
export function clientGroup(address: string | null | undefined): string {
  const text = (address ?? '').trim().toLowerCase()
  if (!text) return 'unknown'
  const mapped = text.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)
  if (mapped?.[1]) return mapped[1]
  const bare = text.replace(/^\[|\]$/g, '').split('%')[0] ?? ''
  if (!isIPv6(bare)) return text
  const [head = '', tail = ''] = bare.split('::', 2)
  const left = head ? head.split(':') : []
  const right = bare.includes('::') && tail ? tail.split(':') : []
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; it never reaches the first four here
  // unless the address is mostly zeros, which the fill below gets right.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const fill = bare.includes('::') ? 8 - left.length - rightGroups.length : 0
  const groups = [...left, ...Array(Math.max(0, fill)).fill('0'), ...rightGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}

const KEY = Symbol.for('collegium.graphql-rate-limiter')
type Holder = { [KEY]?: RateLimiterMemory }

function limiter(): RateLimiterMemory {
  const holder = globalThis as Holder
  holder[KEY] ??= new RateLimiterMemory({
    keyPrefix: 'graphql',
    points: getEnv().GRAPHQL_RATE_LIMIT_PER_MINUTE ?? GRAPHQL_RATE_LIMIT.perMinute,
    duration: GRAPHQL_RATE_LIMIT.windowSeconds,
  })
  return holder[KEY]
}

/** Counts one request of the client at `address`: 0 when allowed, else seconds to wait. */
export async function takeGraphqlRequest(address: string | null | undefined): Promise<number> {
  try {
    await limiter().consume(clientGroup(address))
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
