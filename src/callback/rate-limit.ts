/**
 * Rate limits of the callback form, per client address and per phone number. In memory with the
 * embedded database (one process); in a PostgreSQL table with PostgreSQL, so that every instance
 * counts together.
 */
import type { Payload } from 'payload'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible'

import { type CallbackSettings, callbackSettings } from './settings'

type Limit = { points: number; windowSeconds: number }

export type CallbackLimiters = { ip: RateLimiterAbstract; phone: RateLimiterAbstract }

const TABLE = 'callback_rate_limits'

/** What the limiters need of a database adapter: its name and, for PostgreSQL, its pool. */
export type LimiterStore = { name?: string; pool?: unknown }

/**
 * One limiter, ready to count. The PostgreSQL limiter creates its table in the background and
 * refuses to count until then ("Table is not created yet"), and without a callback a failed
 * creation is an unhandled rejection: the callback turns both into this promise.
 */
function limiter(
  store: LimiterStore,
  keyPrefix: string,
  limit: Limit,
): Promise<RateLimiterAbstract> {
  const options = { keyPrefix, points: limit.points, duration: limit.windowSeconds }
  if (store.name !== 'postgres' || !store.pool) {
    return Promise.resolve(new RateLimiterMemory(options))
  }
  let created: RateLimiterPostgres | undefined
  const ready = new Promise<void>((resolve, reject) => {
    created = new RateLimiterPostgres(
      {
        ...options,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: TABLE,
        clearExpiredByTimeout: true,
      },
      (error?: unknown) => (error ? reject(error) : resolve()),
    )
  })
  return ready.then(() => created as RateLimiterPostgres)
}

/** A pair of limiters on `store` (each instance of the site builds its own; PostgreSQL shares the counts). */
export async function createCallbackLimiters(
  store: LimiterStore,
  settings: Pick<CallbackSettings, 'ipLimit' | 'phoneLimit'>,
): Promise<CallbackLimiters> {
  const [ip, phone] = await Promise.all([
    limiter(store, 'callback-ip', settings.ipLimit),
    limiter(store, 'callback-phone', settings.phoneLimit),
  ])
  return { ip, phone }
}

const KEY = Symbol.for('collegium.callback-limiters')
type Registry = { [KEY]?: Promise<CallbackLimiters> }

/**
 * This process's limiters (one pair, whichever bundle of the app asks). A pair that could not be
 * made (the database was down) is forgotten, so the next submission tries again.
 */
export function callbackLimiters(payload: Payload): Promise<CallbackLimiters> {
  const registry = globalThis as Registry
  if (!registry[KEY]) {
    const made = createCallbackLimiters(payload.db as unknown as LimiterStore, callbackSettings())
    registry[KEY] = made
    made.catch(() => {
      if (registry[KEY] === made) delete registry[KEY]
    })
  }
  return registry[KEY]
}

/** Seconds until `key` may try again, or 0 when this attempt is allowed (and counted). */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key)
    return 0
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    }
    throw rejection
  }
}
