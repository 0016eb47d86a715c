/**
 * Counts sign-in attempts per client network and per account tried from it, and makes each wait
 * after too many (the policy: LOGIN_THROTTLE in ./throttle-policy.ts). In memory with the
 * embedded database (one process); in a PostgreSQL table with PostgreSQL, so that every instance
 * counts together.
 */
import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { addressGroup } from '@/lib/address-group'
import { processRegistry } from '@/lib/process-registry'
import { personalKey } from '@/rate-limits/personal-key'
import {
  type LimiterStore,
  type LimiterTable,
  limiterTable,
  secondsToWait,
  storedLimiter,
} from '@/rate-limits/stored-limiter'
import { type BackoffRule, backoffSeconds, LOGIN_THROTTLE } from './throttle-policy'

const TABLE = 'login_rate_limits'
/** Attempts are counted, never refused by the counter itself: the waits decide. */
const UNLIMITED = 1_000_000

/** The counters of one dimension (an address, or an account tried from an address). */
type Dimension = { attempts: RateLimiterAbstract; wait: RateLimiterAbstract; rule: BackoffRule }

export type LoginThrottle = {
  /**
   * Counts the attempt before any password work: 0 when it may be judged, else the seconds it must
   * wait (a refused attempt is not counted).
   */
  take(attempt: Attempt): Promise<number>
  /** The attempt was not judged after all (no password check ran): it no longer counts. */
  refund(attempt: Attempt): Promise<void>
  /** The owner got in: the attempt no longer counts, and the account's count from there restarts. */
  succeeded(attempt: Attempt): Promise<void>
}

/** Who tries: the address the server recorded and the e-mail typed. */
export type Attempt = { address: string; email: string }

async function dimension(
  store: LimiterStore,
  table: LimiterTable,
  name: string,
  rule: BackoffRule,
): Promise<Dimension> {
  const [attempts, wait] = await Promise.all([
    storedLimiter(store, table, `login-${name}-attempts`, {
      points: UNLIMITED,
      windowSeconds: rule.windowSeconds,
    }),
    storedLimiter(store, table, `login-${name}-wait`, {
      points: 1,
      windowSeconds: rule.maxDelaySeconds,
    }),
  ])
  return { attempts, wait, rule }
}

/** The account's key: a keyed digest, so the table never holds the e-mails people typed. */
function accountKey(secret: string, email: string): string {
  return personalKey(secret, email.trim().toLowerCase())
}

/**
 * The keys of an attempt. The account is counted per address it is tried from: guesses at an
 * account from one place slow down, while its owner, elsewhere, still signs in.
 */
function keys(secret: string, attempt: Attempt): { address: string; account: string } {
  const address = addressGroup(attempt.address.trim() || 'unknown')
  return { address, account: `${accountKey(secret, attempt.email)}@${address}` }
}

/** Seconds left of a wait in progress, or 0. */
async function waitOf(d: Dimension, key: string): Promise<number> {
  const res = await d.wait.get(key)
  if (!res || res.consumedPoints < 1) return 0
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
}

/**
 * Counts an attempt of `key`: 0 when it may go ahead, else the seconds to wait. The free attempts
 * go ahead; the last of them starts a wait, and after each wait one attempt goes ahead and starts
 * the next, doubled. Attempts sent at once count one by one (the counter is atomic), and the wait
 * is taken by one of them only, so a burst gets no more than the free attempts judged.
 */
async function take(d: Dimension, key: string): Promise<number> {
  const pending = await waitOf(d, key)
  if (pending > 0) return pending
  const count = (await d.attempts.penalty(key, 1)).consumedPoints
  if (count < d.rule.freeFailures) return 0
  try {
    await d.wait.consume(key, 1, { customDuration: backoffSeconds(count, d.rule) })
    return 0
  } catch (rejection) {
    await d.attempts.reward(key, 1)
    const seconds = secondsToWait(rejection)
    if (seconds === undefined) throw rejection
    return seconds
  }
}

/**
 * A throttle on `store` (each instance builds its own; PostgreSQL shares the counts), its account
 * keys made with `secret` (Payload's, which every instance shares).
 */
export async function createLoginThrottle(
  store: LimiterStore,
  secret: string,
): Promise<LoginThrottle> {
  const table = limiterTable(store, TABLE)
  const [address, account] = await Promise.all([
    dimension(store, table, 'address', LOGIN_THROTTLE.address),
    dimension(store, table, 'account', LOGIN_THROTTLE.account),
  ])
  const refund = async (key: { address: string; account: string }) => {
    await Promise.all([
      address.attempts.reward(key.address, 1),
      account.attempts.reward(key.account, 1),
    ])
  }
  return {
    async take(attempt) {
      const key = keys(secret, attempt)
      const addressWait = await take(address, key.address)
      if (addressWait > 0) return addressWait
      const accountWait = await take(account, key.account)
      if (accountWait > 0) await address.attempts.reward(key.address, 1)
      return accountWait
    },
    refund: (attempt) => refund(keys(secret, attempt)),
    async succeeded(attempt) {
      const key = keys(secret, attempt)
      await Promise.all([
        address.attempts.reward(key.address, 1),
        account.attempts.delete(key.account),
        account.wait.delete(key.account),
      ])
    },
  }
}

const limiters = processRegistry('limiters')

/**
 * This process's throttle (one, whichever bundle of the app asks). One that could not be made
 * (the database was down) is forgotten, so the next attempt tries again.
 */
export function loginThrottle(payload: Payload): Promise<LoginThrottle> {
  return limiters.onceAsync('login-throttle', () =>
    createLoginThrottle(payload.db as unknown as LimiterStore, payload.secret),
  )
}
