/**
 * What Payload's REST API (/api) would fail on (a 500) or read in full before refusing, told from
 * the request line and headers alone: a forbidden method, an undecodable or overlong address, a
 * malformed query, a body too large. The server refuses these before Next reads the body
 * (src/server/refusals.ts).
 */
import { isValidSessionToken, sessionTokenOf } from './session-token'

/**
 * Largest uploaded file (media), in bytes: one number for Payload's upload limit, GraphQL uploads
 * and the staff body limit below.
 */
export const UPLOAD_MAX_BYTES = 10_000_000

/** What a REST request's line and headers may announce. */
export const REST_LIMITS = {
  /**
   * Largest request body on /api without a valid staff session: a login or a password reset is a
   * few hundred bytes. Refused (413) from Content-Length, before anything reads the body.
   */
  anonymousBodyBytes: 64 * 1024,
  /** With a staff session: an upload plus its multipart envelope and the document's fields. */
  staffBodyBytes: UPLOAD_MAX_BYTES + 1024 * 1024,
  /**
   * A longer address under /api is nobody's request (a 414, never a database query); staff get
   * a page address's bound, for the admin's lists with many filters and columns.
   */
  maxPathBytes: 2048,
  staffMaxPathBytes: 8 * 1024,
} as const

/** Whether a path is Payload's REST API. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/')

/** Parameters Payload reads as whole numbers; anything else it ignores (`limit=abc` read all). */
const NUMBER_PARAMS = /^(?:depth|limit|page)(?:\[|$)/
/**
 * Parameters Payload passes to JSON.parse when given as one string (a 500 when it throws; the parse
 * came with payloadcms/payload#15745).
 */
const JSON_PARAMS = ['where', 'data'] as const

export type Problem = { status: 400 | 411 | 413 | 414; message: string }

/** What is wrong with the address of a REST request, if anything (pure: unit-tested). */
export function addressProblem(
  url: string,
  maxBytes: number = REST_LIMITS.maxPathBytes,
): Problem | undefined {
  if (Buffer.byteLength(url) > maxBytes) {
    return { status: 414, message: 'The address is too long.' }
  }
  const [path = '', query = ''] = splitOnce(url, '?')
  try {
    decodeURIComponent(path)
  } catch {
    return { status: 400, message: 'The address is malformed.' }
  }
  let params: URLSearchParams
  try {
    // URLSearchParams never throws on bad escapes; Payload's parser (qs) may, so check first.
    decodeURIComponent(query.replaceAll('+', ' '))
    params = new URLSearchParams(query)
  } catch {
    return { status: 400, message: 'The query string is malformed.' }
  }
  for (const [key, value] of params) {
    if (
      NUMBER_PARAMS.test(key) &&
      !(/^(?:depth|limit|page)$/.test(key) && /^\d{1,9}$/.test(value))
    ) {
      return { status: 400, message: `${key.split('[')[0]} must be a whole number.` }
    }
    if ((JSON_PARAMS as readonly string[]).includes(key) && value !== '' && !isJsonObject(value)) {
      return { status: 400, message: `${key} must be a JSON object.` }
    }
  }
  return undefined
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator)
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)]
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/**
 * What is wrong with the declared body of a REST request, if anything: more than `limit` bytes
 * (413), or a body of unknown length (chunked: 411; browsers always state the length of the
 * bodies the admin sends, so the bound can be kept before reading).
 */
export function bodyProblem(
  headers: { 'content-length'?: string | undefined; 'transfer-encoding'?: string | undefined },
  limit: number,
): Problem | undefined {
  const declared = headers['content-length']
  if (declared === undefined) {
    return headers['transfer-encoding'] === undefined
      ? undefined
      : { status: 411, message: 'A request body must state its length (Content-Length).' }
  }
  const length = Number(declared)
  if (Number.isSafeInteger(length) && length >= 0 && length <= limit) return undefined
  return { status: 413, message: `The request body is too large (at most ${limit} bytes).` }
}

/**
 * What is wrong with a REST request, told from its line and headers, if anything: a staff session
 * (checked against Payload's signing key) may send an upload's worth and a long list's address.
 */
export function restProblem(
  headers: {
    authorization?: string
    cookie?: string
    'content-length'?: string
    'transfer-encoding'?: string
  },
  url: string,
  signingKey: Buffer,
): Problem | undefined {
  const token = sessionTokenOf({ authorization: headers.authorization, cookie: headers.cookie })
  const staff = isValidSessionToken(token, signingKey)
  return (
    addressProblem(url, staff ? REST_LIMITS.staffMaxPathBytes : REST_LIMITS.maxPathBytes) ??
    bodyProblem(headers, staff ? REST_LIMITS.staffBodyBytes : REST_LIMITS.anonymousBodyBytes)
  )
}
