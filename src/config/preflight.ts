import fs from 'node:fs'

import { ConfigError, type Env } from './env'

/** Hides the password of a database URL in messages. */
function redactUrl(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(unparseable DATABASE_URL)'
  }
}

/**
 * Fails fast, with one clear line, when the database cannot be used: PostgreSQL unreachable or
 * refusing the credentials, or the SQLite directory not writable.
 */
export async function checkDatabase(env: Env, timeoutMs = 5000): Promise<void> {
  if (env.database.kind === 'sqlite') {
    const dir = env.dataDir
    try {
      fs.mkdirSync(dir, { recursive: true })
      fs.accessSync(dir, fs.constants.W_OK)
    } catch (error) {
      throw new ConfigError(`DATA_DIR ${dir} is not writable: ${(error as Error).message}`)
    }
    return
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({
    connectionString: env.database.url,
    connectionTimeoutMillis: timeoutMs,
  })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (error) {
    const reason =
      (error as Error).message || (error as NodeJS.ErrnoException).code || 'unknown error'
    throw new ConfigError(`Cannot reach the database at ${redactUrl(env.database.url)}: ${reason}`)
  } finally {
    await client.end().catch(() => undefined)
  }
}
