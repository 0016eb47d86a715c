/**
 * Counts failed sign-ins per client network and per account, and makes each wait after too many
 * (the policy: AUTH.throttle in src/config/constants.ts). In memory with the embedded database (one
 * process); in a PostgreSQL table with PostgreSQL, so that every instance counts together.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { AUTH } from '@/config/constants'
import { addressGroup } from '@/lib/address-group'
import { processSingletonAsync } from '@/lib/process-singleton'
import {
  type LimiterStore,
  type LimiterTable,
  limiterTable,
  storedLimiter,
} from '@/rate-limits/stored-limiter'
import { type BackoffRule, backoffSeconds } from './throttle-policy'

const TABLE = 'login_rate_limits'
/** Failures are counted, never refused by the counter itself: the waits decide. */
const UNLIMITED = 1_000_000

/** The two counters of one dimension (address or account). */
type Pair = { failures: RateLimiterAbstract; wait: RateLimiterAbstract; rule: BackoffRule }

export type LoginThrottle = {
  /** Seconds the attempt must wait (0: it may go ahead). Nothing is counted. */
  retryAfter(attempt: Attempt): Promise<number>
  /** Counts a failed attempt and starts the waits it earns. */
  failed(attempt: Attempt): Promise<void>
  /** The owner got in: the account's own count starts again (the address's does not). */
  succeeded(attempt: Attempt): Promise<void>
}

/** Who tries: the address the server recorded and the e-mail typed. */
export type Attempt = { address: string; email: string }

async function pair(
  store: LimiterStore,
  table: LimiterTable,
  name: string,
  rule: BackoffRule,
): Promise<Pair> {
  const [failures, wait] = await Promise.all([
    storedLimiter(store, table, `login-${name}-failures`, {
      points: UNLIMITED,
      windowSeconds: rule.windowSeconds,
    }),
    storedLimiter(store, table, `login-${name}-wait`, {
      points: 1,
      windowSeconds: rule.maxDelaySeconds,
    }),
  ])
  return { failures, wait, rule }
}

/** The account's key: a digest, so the table never holds the e-mails people typed. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

function keys(attempt: Attempt): { address: string; account: string } {
  return {
    address: addressGroup(attempt.address.trim() || 'unknown'),
    account: accountKey(attempt.email),
  }
}

async function waitOf(p: Pair, key: string): Promise<number> {
  const res = await p.wait.get(key)
  if (!res || res.consumedPoints <= 1) return 0
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
}

async function fail(p: Pair, key: string): Promise<void> {
  const counted = await p.failures.penalty(key, 1)
  const seconds = backoffSeconds(counted.consumedPoints, p.rule)
  if (seconds > 0) await p.wait.block(key, seconds)
}

/** A throttle on `store` (each instance builds its own; PostgreSQL shares the counts). */
export async function createLoginThrottle(store: LimiterStore): Promise<LoginThrottle> {
  const table = limiterTable(store, TABLE)
  const [address, account] = await Promise.all([
    pair(store, table, 'address', AUTH.throttle.address),
    pair(store, table, 'account', AUTH.throttle.account),
  ])
  return {
    async retryAfter(attempt) {
      const key = keys(attempt)
      const waits = await Promise.all([waitOf(address, key.address), waitOf(account, key.account)])
      return Math.max(...waits)
    },
    async failed(attempt) {
      const key = keys(attempt)
      await Promise.all([fail(address, key.address), fail(account, key.account)])
    },
    async succeeded(attempt) {
      const key = keys(attempt)
      await Promise.all([account.failures.delete(key.account), account.wait.delete(key.account)])
    },
  }
}

/**
 * This process's throttle (one, whichever bundle of the app asks). One that could not be made
 * (the database was down) is forgotten, so the next attempt tries again.
 */
export function loginThrottle(payload: Payload): Promise<LoginThrottle> {
  return processSingletonAsync('login-throttle', () =>
    createLoginThrottle(payload.db as unknown as LimiterStore),
  )
}
