/**
 * Rate limits of the callback form, per client address and per phone number, and the single use
 * of a visitor's form token. In memory with the embedded database (one process); in a PostgreSQL
 * table with PostgreSQL, so that every instance counts together.
 */
import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { processRegistry } from '@/lib/process-registry'
import {
  type LimiterStore,
  limiterTable,
  secondsToWait,
  storedLimiter,
} from '@/rate-limits/stored-limiter'
import { FORM_TOKEN } from './form-token'
import { type CallbackSettings, callbackSettings } from './settings'

/**
 * Per client address (IPv6 by /64), per phone number (callback requests), per e-mail address
 * (applications: the phone's limit), and per visitor's form token: such a token is taken once
 * within its maximum age (one point over that window), on every instance. The address's count is
 * shared by the site's forms.
 */
export type CallbackLimiters = {
  ip: RateLimiterAbstract
  phone: RateLimiterAbstract
  email: RateLimiterAbstract
  token: RateLimiterAbstract
}

const TABLE = 'callback_rate_limits'

const limiters = processRegistry('limiters')

/** The callback limiters on `store` (each instance builds its own; PostgreSQL shares the counts). */
export async function createCallbackLimiters(
  store: LimiterStore,
  settings: Pick<CallbackSettings, 'ipLimit' | 'phoneLimit'>,
): Promise<CallbackLimiters> {
  const table = limiterTable(store, TABLE)
  const tokenLimit = { points: 1, windowSeconds: Math.ceil(FORM_TOKEN.maxAgeMs / 1000) + 60 }
  const [ip, phone, email, token] = await Promise.all([
    storedLimiter(store, table, 'callback-ip', settings.ipLimit),
    storedLimiter(store, table, 'callback-phone', settings.phoneLimit),
    storedLimiter(store, table, 'application-email', settings.phoneLimit),
    storedLimiter(store, table, 'callback-token', tokenLimit),
  ])
  return { ip, phone, email, token }
}

/**
 * This process's limiters (one set, whichever bundle of the app asks). A set that could not be
 * made (the database was down) is forgotten, so the next submission tries again.
 */
export function callbackLimiters(payload: Payload): Promise<CallbackLimiters> {
  return limiters.onceAsync('callback', () =>
    createCallbackLimiters(payload.db as unknown as LimiterStore, callbackSettings()),
  )
}

/** Seconds until `key` may try again, or 0 when this attempt is allowed (and counted). */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key)
    return 0
  } catch (rejection) {
    const seconds = secondsToWait(rejection)
    if (seconds !== undefined) return seconds
    throw rejection
  }
}
