/**
 * A database outage, told apart from a bug: reads that fail because the database cannot be reached
 * are a 503 (try again soon) for the error view and the REST API, not a 500.
 */

/** Retry-After of an answer 503 because the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30

/** Node's and PostgreSQL's ways of saying the server is not there (or is going away). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  // admin_shutdown, crash_shutdown, cannot_connect_now, and the connection exception class
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
])
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection (?:is )?(?:closed|lost)|Client has encountered a connection error/i

/**
 * True when `error`, or anything it wraps (Drizzle and Payload wrap the driver's error in `cause`;
 * a refused connection to several addresses is an AggregateError), says the database is unreachable.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnreachable(e, depth + 1))) return true
  return isDatabaseUnreachable(cause, depth + 1)
}
