/**
 * What Payload's own `destroy()` leaves open, closed: its database adapters keep a pg pool or a
 * libsql client alive after destroy, which would hold a process (or a test) open.
 */
type Closable = {
  destroy: () => Promise<void>
  logger: { error: (obj: object, msg: string) => void }
  db: unknown
}
type DbHandles = {
  pool?: { end: () => Promise<void>; on: (event: 'error', fn: (err: Error) => void) => void }
  client?: { close: () => void }
}

/** Stops Payload's crons, then closes the database connections themselves. */
export async function closeDatabase(payload: Closable): Promise<void> {
  const { pool, client } = payload.db as DbHandles
  await payload.destroy()
  await pool?.end().catch(() => undefined)
  client?.close()
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
