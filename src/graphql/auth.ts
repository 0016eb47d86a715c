/**
 * Who is calling: `Authorization: Bearer {token}` (SPEC §6, §7) or the `apollo-token` cookie the
 * login mutation sets (on the live channel, the admin's session cookie too). The cookies are
 * HttpOnly, and Secure in production: scripts never read them.
 */
import { TOKEN_COOKIE } from '@/config/constants'
import { readCookie } from '@/lib/cookie'
import { PAYLOAD_SESSION_COOKIE } from '@/security/session-token'

/** A token longer than this is no token of ours (read before any signature check). */
const TOKEN_MAX_LENGTH = 4096
/** A JWT is three base64url parts; anything else is not worth a database lookup. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/

/** The cookies a staff member's token may come in: the login mutation's, and the admin's. */
export const SESSION_COOKIES = [TOKEN_COOKIE.name, PAYLOAD_SESSION_COOKIE] as const

/**
 * The token of a request: the bearer header first, then the first of `cookies` it carries.
 * Malformed ones count as none.
 */
export function tokenFrom(
  headers: { authorization?: string | null; cookie?: string | null },
  cookies: readonly string[] = [TOKEN_COOKIE.name],
): string | undefined {
  const header = headers.authorization?.trim()
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1]
  const token =
    bearer ??
    cookies.map((name) => readCookie(headers.cookie, name)).find((value) => value !== undefined)
  if (!token || token.length > TOKEN_MAX_LENGTH || !JWT_SHAPE.test(token)) return undefined
  return token
}

type CookieOptions = { secure: boolean }

function cookie(value: string, maxAgeSeconds: number, { secure }: CookieOptions): string {
  return [
    `${TOKEN_COOKIE.name}=${value}`,
    `Path=${TOKEN_COOKIE.path}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** Set-Cookie for a fresh login: lives as long as the token (at most the cookie's 7 days). */
export function tokenCookie(token: string, expiresAt: number | undefined, options: CookieOptions) {
  const left = expiresAt ? expiresAt - Math.floor(Date.now() / 1000) : TOKEN_COOKIE.maxAgeSeconds
  return cookie(token, Math.max(0, Math.min(left, TOKEN_COOKIE.maxAgeSeconds)), options)
}

/** Set-Cookie that removes the token (logout). */
export function clearedTokenCookie(options: CookieOptions): string {
  return cookie('', 0, options)
}
