/**
 * Tells a real staff session from a request that merely carries something that looks like one,
 * without Payload: the custom server decides how large a body it lets through before Next (and
 * Payload) read a byte of it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Payload's cookie prefix (src/cms/payload.config.ts): its session cookie (the admin and REST) is
 * `{prefix}-token`, which shared caches recognise staff by.
 */
export const PAYLOAD_COOKIE_PREFIX = 'collegium'
export const PAYLOAD_SESSION_COOKIE = `${PAYLOAD_COOKIE_PREFIX}-token` as const
/** Payload's admin language cookie, set when a staff member chooses a language. */
export const ADMIN_LANGUAGE_COOKIE = `${PAYLOAD_COOKIE_PREFIX}-lng` as const

/** Payload signs its session tokens (HS256) with the first 32 hex digits of SHA-256(secret). */
export function payloadSigningKey(secret: string): Buffer {
  return Buffer.from(createHash('sha256').update(secret).digest('hex').slice(0, 32), 'utf8')
}

/** The session token of a request: `Authorization: JWT|Bearer …`, else Payload's cookie. */
export function sessionTokenOf(headers: {
  authorization?: string | undefined
  cookie?: string | undefined
}): string | undefined {
  const auth = headers.authorization
  if (auth?.startsWith('JWT ')) return auth.slice(4).trim()
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim()
  const name = `${PAYLOAD_SESSION_COOKIE}=`
  for (const part of (headers.cookie ?? '').split(';')) {
    const cookie = part.trim()
    if (cookie.startsWith(name)) return cookie.slice(name.length)
  }
  return undefined
}

/** Whether `token` is an unexpired HS256 token signed with `key` (Payload's session token). */
export function isValidSessionToken(
  token: string | undefined,
  key: Buffer,
  nowSeconds = Date.now() / 1000,
): boolean {
  const parts = (token ?? '').split('.')
  if (parts.length !== 3) return false
  const [header, body, signature] = parts as [string, string, string]
  try {
    const alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown })
      .alg
    if (alg !== 'HS256') return false
    const expected = createHmac('sha256', key).update(`${header}.${body}`).digest()
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
    const { exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof exp === 'number' && exp > nowSeconds
  } catch {
    return false
  }
}
