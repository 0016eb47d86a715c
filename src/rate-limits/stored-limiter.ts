/**
 * Rate limiters whose counts every instance shares: in memory with the embedded database (one
 * process), in a PostgreSQL table with PostgreSQL. The callback form's limits and the sign-in
 * throttle are built on this.
 */
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterRes,
} from 'rate-limiter-flexible'

/** What the limiters need of a database adapter: its name and, for PostgreSQL, its pool. */
export type LimiterStore = { name?: string; pool?: unknown }

/** What a PostgreSQL pool must do for the limiters here (node-postgres's `Pool` does). */
type Queryable = { query: (text: string) => Promise<unknown> }

/** A table of counts, ready once created (PostgreSQL), or none (memory). */
export type LimiterTable = { name: string; ready: Promise<unknown> } | undefined

/**
 * The table `name` of `store`'s counts, created once whoever else starts at the same moment.
 * PostgreSQL's `CREATE TABLE IF NOT EXISTS` is not safe against a concurrent twin (the loser fails
 * with "type … already exists", which the library does not expect), so creators queue on an
 * advisory lock, held by this single statement's transaction. None for the embedded database.
 */
export function limiterTable(store: LimiterStore, name: string): LimiterTable {
  if (store.name !== 'postgres' || !store.pool) return undefined
  const ready = (store.pool as Queryable).query(`DO $create$ BEGIN
    PERFORM pg_advisory_xact_lock(hashtext('${name}'));
    CREATE TABLE IF NOT EXISTS ${name} (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    );
  END $create$`)
  return { name, ready }
}

/**
 * One limiter, ready to count: `points` per `windowSeconds` under `keyPrefix`, in `table` or in
 * memory. The callback is where the library reports its start; without one a failure would be an
 * unhandled rejection.
 */
export function storedLimiter(
  store: LimiterStore,
  table: LimiterTable,
  keyPrefix: string,
  limit: { points: number; windowSeconds: number },
): Promise<RateLimiterAbstract> {
  const options = { keyPrefix, points: limit.points, duration: limit.windowSeconds }
  if (!table) return Promise.resolve(new RateLimiterMemory(options))
  return table.ready.then(() => {
    let created: RateLimiterPostgres | undefined
    return new Promise<RateLimiterAbstract>((resolve, reject) => {
      created = new RateLimiterPostgres(
        {
          ...options,
          storeClient: store.pool,
          storeType: 'pool',
          tableName: table.name,
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

/**
 * Seconds until a refused key may try again, or undefined when `rejection` is not a limiter's
 * refusal. Read by its shape, not `instanceof RateLimiterRes`: limiters live in the process's
 * registry, and the bundle that made them (a route's, the server action's) has its own copy of the
 * library.
 */
export function secondsToWait(rejection: unknown): number | undefined {
  const msBeforeNext = (rejection as Partial<RateLimiterRes> | null)?.msBeforeNext
  return typeof msBeforeNext === 'number' ? Math.max(1, Math.ceil(msBeforeNext / 1000)) : undefined
}
