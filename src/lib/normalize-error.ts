/**
 * SPEC §8: "Generic errors are normalised to a message plus a status code, default 500."
 * Pure and isomorphic: the error views (client) and server code share it.
 */

/** What an error view shows: a message fit for a visitor and an HTTP status code. */
export type NormalizedError = { message: string; statusCode: number }

export type NormalizeOptions = {
  /** Shown instead of a message that is missing, internal, or must not leak (5xx). */
  fallbackMessage: string
  /** Show the messages of 5xx and non-public errors too (development only, never production). */
  exposeDetails?: boolean
}

export const DEFAULT_STATUS_CODE = 500
const MIN_ERROR_STATUS = 400
const MAX_ERROR_STATUS = 599
/** A longer message is cut: an error view is no place for a dump. */
export const MAX_MESSAGE_LENGTH = 300

/**
 * Only an error's `digest` crosses from a server component to the browser in production (message
 * and properties are replaced), so a server-side status travels in it: `HTTP_STATUS;503;…`.
 */
const STATUS_DIGEST = /^HTTP_STATUS;(\d{3})(?:;|$)/
/** Next's own notFound()/forbidden()/unauthorized() digests. */
const NEXT_FALLBACK_DIGEST = /^NEXT_HTTP_ERROR_FALLBACK;(\d{3})$/
/** Next's production stand-in for a server component's message: English, internal, not for visitors. */
const NEXT_REDACTED_MESSAGE = /Server Components render|omitted in production builds/

type Fields = {
  message?: unknown
  status?: unknown
  statusCode?: unknown
  digest?: unknown
  isPublic?: unknown
}

/**
 * Marks an error with an HTTP status that survives Next's production serialisation (server code:
 * `throw withStatus(new Error('…'), 503)`). The random tail keeps digests apart in the server log.
 */
export function withStatus<T extends Error>(
  error: T,
  statusCode: number,
): T & { statusCode: number; digest: string } {
  const tail = Math.random().toString(36).slice(2, 10)
  return Object.assign(error, { statusCode, digest: `HTTP_STATUS;${statusCode};${tail}` })
}

/** An integer status in 400–599; anything else (missing, 2xx/3xx, 600+, NaN) is the default 500. */
export function clampStatus(value: unknown): number {
  const status = typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value
  if (typeof status !== 'number' || !Number.isInteger(status)) return DEFAULT_STATUS_CODE
  if (status < MIN_ERROR_STATUS || status > MAX_ERROR_STATUS) return DEFAULT_STATUS_CODE
  return status
}

/** The status a Next digest carries (ours or Next's own), if any. */
export function statusFromDigest(digest: unknown): number | undefined {
  if (typeof digest !== 'string') return undefined
  const match = STATUS_DIGEST.exec(digest) ?? NEXT_FALLBACK_DIGEST.exec(digest)
  return match ? Number(match[1]) : undefined
}

/** The first line of a message, trimmed and cut to length: never a stack trace. */
function firstLine(message: string): string {
  const line = message.split(/\r?\n/, 1)[0]?.trim() ?? ''
  return line.length > MAX_MESSAGE_LENGTH ? `${line.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : line
}

/**
 * Normalises anything thrown (Error, string, `{ status | statusCode }`, Payload's APIError, Next's
 * digest errors, null) to a message and a status code. The message is the caller's fallback when
 * the thrown one is missing, internal to Next, marked non-public (Payload), or belongs to a 5xx
 * (details of a server failure are not for visitors) unless `exposeDetails` is set.
 *
 * It reads the value's properties as they are: a value whose getters throw makes this throw too,
 * which lets an error view fail over to the global fallback (SPEC §8) instead of showing nonsense.
 */
export function normalizeError(error: unknown, options: NormalizeOptions): NormalizedError {
  const { fallbackMessage, exposeDetails = false } = options
  if (typeof error === 'string') {
    const message = firstLine(error)
    const shown = exposeDetails ? message : ''
    return { message: shown || fallbackMessage, statusCode: DEFAULT_STATUS_CODE }
  }
  if (typeof error !== 'object' || error === null) {
    return { message: fallbackMessage, statusCode: DEFAULT_STATUS_CODE }
  }
  const fields = error as Fields
  const digest = fields.digest
  const statusCode = clampStatus(statusFromDigest(digest) ?? fields.statusCode ?? fields.status)
  const raw = typeof fields.message === 'string' ? firstLine(fields.message) : ''
  const internal = raw === digest || NEXT_REDACTED_MESSAGE.test(raw)
  const hidden = !exposeDetails && (statusCode >= 500 || fields.isPublic === false)
  return { message: !raw || internal || hidden ? fallbackMessage : raw, statusCode }
}

/**
 * A one-or-two-line description of an error for the last-resort fallback view: its message and
 * digest. Never throws, whatever was thrown (the fallback has no other fallback).
 */
export function describeError(error: unknown): string {
  const read = (get: () => unknown): string => {
    try {
      const value = get()
      return typeof value === 'string' ? firstLine(value) : ''
    } catch {
      return ''
    }
  }
  if (typeof error === 'string') return firstLine(error)
  if (typeof error !== 'object' || error === null) return ''
  const fields = error as Fields & { cause?: unknown }
  const parts = [
    read(() => fields.message),
    read(() => {
      const cause = fields.cause as Fields | undefined
      return cause && typeof cause === 'object' ? cause.message : undefined
    }),
    read(() => (typeof fields.digest === 'string' ? `digest: ${fields.digest}` : undefined)),
  ]
  return parts.filter(Boolean).join(' — ')
}
