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
  type RateLimiterRes,
} from 'rate-limiter-flexible'

import { CALLBACK } from '@/config/constants'

import { type CallbackSettings, callbackSettings } from './settings'

type Limit = { points: number; windowSeconds: number }

/**
 * Per client address (IPv6 by /64), per phone number, and per visitor's form token: such a token
 * is taken once within its maximum age (one point over that window), on every instance.
 */
export type CallbackLimiters = {
  ip: RateLimiterAbstract
  phone: RateLimiterAbstract
  token: RateLimiterAbstract
}

const TABLE = 'callback_rate_limits'

/** What the limiters need of a database adapter: its name and, for PostgreSQL, its pool. */
export type LimiterStore = { name?: string; pool?: unknown }

/** What a PostgreSQL pool must do for the limiters here (node-postgres's `Pool` does). */
type Queryable = { query: (text: string) => Promise<unknown> }

/**
 * Creates the counts table once, whoever else starts at the same moment. PostgreSQL's
 * `CREATE TABLE IF NOT EXISTS` is not safe against a concurrent twin (the loser fails with
 * "type … already exists", which the library does not expect), so creators queue on an advisory
 * lock, held by this single statement's transaction.
 */
function createTable(pool: Queryable): Promise<unknown> {
  return pool.query(`DO $create$ BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('${TABLE}'));
    CREATE TABLE IF NOT EXISTS ${TABLE} (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    );
  END $create$`)
}

/**
 * One limiter, ready to count, on a table that exists. The callback is where the library reports
 * its start; without one a failure would be an unhandled rejection.
 */
function limiter(
  store: LimiterStore,
  keyPrefix: string,
  limit: Limit,
  table: Promise<unknown> | undefined,
): Promise<RateLimiterAbstract> {
  const options = { keyPrefix, points: limit.points, duration: limit.windowSeconds }
  if (!table) return Promise.resolve(new RateLimiterMemory(options))
  return table.then(() => {
    let created: RateLimiterPostgres | undefined
    return new Promise<RateLimiterAbstract>((resolve, reject) => {
      created = new RateLimiterPostgres(
        {
          ...options,
          storeClient: store.pool,
          storeType: 'pool',
          tableName: TABLE,
          tableCreated: true,
          clearExpiredByTimeout: true,
        },
        // Called from inside the constructor: `created` is read once it has returned.
        (error?: unknown) =>
          error ? reject(error) : queueMicrotask(() => resolve(created as RateLimiterPostgres)),
      )
    })
  })
}

/** A pair of limiters on `store` (each instance of the site builds its own; PostgreSQL shares the counts). */
export async function createCallbackLimiters(
  store: LimiterStore,
  settings: Pick<CallbackSettings, 'ipLimit' | 'phoneLimit'>,
): Promise<CallbackLimiters> {
  const table =
    store.name === 'postgres' && store.pool ? createTable(store.pool as Queryable) : undefined
  const tokenLimit = { points: 1, windowSeconds: Math.ceil(CALLBACK.formTokenMaxAgeMs / 1000) + 60 }
  const [ip, phone, token] = await Promise.all([
    limiter(store, 'callback-ip', settings.ipLimit, table),
    limiter(store, 'callback-phone', settings.phoneLimit, table),
    limiter(store, 'callback-token', tokenLimit, table),
  ])
  return { ip, phone, token }
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
    // Read by its shape, not `instanceof RateLimiterRes`: the limiters live on globalThis, and the
    // bundle that made them (a route's, the server action's) has its own copy of the library.
    const msBeforeNext = (rejection as Partial<RateLimiterRes> | null)?.msBeforeNext
    if (typeof msBeforeNext === 'number') return Math.max(1, Math.ceil(msBeforeNext / 1000))
    throw rejection
  }
}
