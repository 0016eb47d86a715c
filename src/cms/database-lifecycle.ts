/**
 * What Payload's own `destroy()` leaves open, closed: its database adapters keep a pg pool or a
 * libsql client alive after destroy, which would hold a process (or a test) open.
 */
import { runsSettled } from '@/lib/runs-at-once'

type Closable = {
  destroy: () => Promise<void>
  logger: { error: (obj: object, msg: string) => void }
  db: unknown
}
type PgClient = {
  release?: (destroy: boolean) => void
  /** pg's query running on this connection, and those queued behind it. */
  _activeQuery?: unknown
  _queryQueue?: unknown[]
}
type PgPool = {
  end: () => Promise<void>
  on: (event: 'error', fn: (err: Error) => void) => void
  /** pg's internal list of connections, idle or checked out. */
  _clients?: PgClient[]
}
type DbHandles = { pool?: PgPool; client?: { close: () => void } }

/**
 * Ends a pg pool. Payload's PostgreSQL adapter checks one connection out at connect and never
 * releases it (https://github.com/payloadcms/payload/issues/11727), so a plain `pool.end()` would
 * wait forever: end, then destroy what is checked out with no query on it. A connection whose query
 * is in flight is left to its holder, which releases it when the query ends (and the ending pool
 * closes it then): destroyed under the query, the holder's release came second, and pg-pool threw
 * "Release called on client which has already been released to the pool".
 */
async function endPool(pool: PgPool): Promise<void> {
  const ended = pool.end().catch(() => undefined)
  for (const client of [...(pool._clients ?? [])]) {
    const busy = Boolean(client._activeQuery) || (client._queryQueue?.length ?? 0) > 0
    if (!busy) client.release?.(true)
  }
  await ended
}

/**
 * Waits for the job runs started at once (a submission's notification), stops Payload's crons,
 * then closes the database connections themselves.
 */
export async function closeDatabase(payload: Closable): Promise<void> {
  const { pool, client } = payload.db as DbHandles
  await runsSettled()
  await payload.destroy()
  if (pool) await endPool(pool)
  client?.close()
}

/** Closes every Payload instance of this process (Payload keeps them on its own global). */
export async function closeDatabases(): Promise<void> {
  type Cached = { payload?: Closable | null }
  const cache = (globalThis as { _payload?: Map<string, Cached> })._payload
  for (const entry of cache?.values() ?? []) {
    if (entry.payload) await closeDatabase(entry.payload).catch(() => undefined)
  }
}

/**
 * An idle pooled connection that PostgreSQL drops (restart, failover) emits 'error' on the pool;
 * unhandled, it would crash the server. Log it instead: the pool reconnects on the next query and
 * /readyz reports the outage meanwhile.
 */
export function keepPoolErrorsFromCrashing(payload: Closable): void {
  const { pool } = payload.db as DbHandles
  pool?.on('error', (err) => payload.logger.error({ err }, 'database connection lost'))
}
