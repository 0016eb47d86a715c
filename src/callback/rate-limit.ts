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

import { callbackSettings } from './settings'

type Limit = { points: number; windowSeconds: number }

export type CallbackLimiters = { ip: RateLimiterAbstract; phone: RateLimiterAbstract }

const TABLE = 'callback_rate_limits'

type WithPool = { pool?: unknown; name?: string }

function limiter(payload: Payload, keyPrefix: string, limit: Limit): RateLimiterAbstract {
  const options = { keyPrefix, points: limit.points, duration: limit.windowSeconds }
  const db = payload.db as unknown as WithPool
  if (db.name !== 'postgres' || !db.pool) return new RateLimiterMemory(options)
  return new RateLimiterPostgres({
    ...options,
    storeClient: db.pool,
    storeType: 'pool',
    tableName: TABLE,
    clearExpiredByTimeout: true,
  })
}

const KEY = Symbol.for('collegium.callback-limiters')
type Registry = { [KEY]?: CallbackLimiters }

/** This process's limiters (one pair, whichever bundle of the app asks). */
export function callbackLimiters(payload: Payload): CallbackLimiters {
  const registry = globalThis as Registry
  const settings = callbackSettings()
  registry[KEY] ??= {
    ip: limiter(payload, 'callback-ip', settings.ipLimit),
    phone: limiter(payload, 'callback-phone', settings.phoneLimit),
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
