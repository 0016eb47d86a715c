/**
 * A database outage, told apart from a bug: reads that fail because the database cannot be reached
 * make the page a 503 (try again soon) instead of a 500, for visitors, crawlers and load balancers.
 *
 * The custom server (src/server/) and the pages run in one process but in two module graphs
 * (Next bundles the pages), so the per-request mark lives on a global AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import {
  peekProcessSingleton,
  processSingleton,
  setProcessSingleton,
} from '@/lib/process-singleton'

/** What a request learnt while it was answered. */
export type RequestMarks = { databaseUnavailable: boolean }

function storage(): AsyncLocalStorage<RequestMarks> {
  return processSingleton('request-marks', () => new AsyncLocalStorage<RequestMarks>())
}

/** Runs `fn` (a request's handling) with fresh marks, which the caller reads afterwards. */
export function runWithRequestMarks<T>(marks: RequestMarks, fn: () => T): T {
  return storage().run(marks, fn)
}

const LAST_OUTAGE = 'database-unreachable-at'

/**
 * Marks the current request (if any) as failed by the database being unreachable, and notes the
 * time for the whole process (see `databaseRecentlyUnreachable`).
 */
export function markDatabaseUnavailable(now = Date.now()): void {
  const marks = storage().getStore()
  if (marks) marks.databaseUnavailable = true
  setProcessSingleton(LAST_OUTAGE, now)
}

/**
 * How long after the last failed read the process still treats the database as unreachable,
 * unless a successful /readyz says otherwise first (`markDatabaseReachable`).
 */
export const OUTAGE_MEMORY_MS = 30_000

/** The database answered (/readyz): answers are no longer held. */
export function markDatabaseReachable(): void {
  setProcessSingleton(LAST_OUTAGE, undefined)
}

/**
 * Whether a read found the database unreachable a moment ago: the server then holds each page's
 * answer until it is complete, so that a page that fails too can still become a clean 503.
 */
export function databaseRecentlyUnreachable(now = Date.now()): boolean {
  const last = peekProcessSingleton<number>(LAST_OUTAGE)
  return last !== undefined && now - last < OUTAGE_MEMORY_MS
}

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
