/**
 * Staff tokens travel only in HttpOnly cookies (no answer carries one in its body): tests that act
 * as staff take the token from the Set-Cookie of the sign-in's answer.
 */
import { TOKEN_COOKIE } from '@/config/constants'
import { PAYLOAD_SESSION_COOKIE } from '@/security/session-token'

/** The value an answer's Set-Cookie headers give cookie `name`, if any. */
export function cookieFrom(setCookies: readonly string[], name: string): string | undefined {
  for (const line of setCookies) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined
  }
  return undefined
}

/** A fetch Response (or its read copy), or a Playwright APIResponse. */
type Answer = { headers: Headers } | { headersArray(): { name: string; value: string }[] }

/**
 * The session token a sign-in's answer set: Payload's cookie (REST's /api/users/login), or the
 * GraphQL login's `apollo-token` with `cookie: 'graphql'`. Fails when there is none.
 */
export function tokenFromAnswer(answer: Answer, cookie: 'payload' | 'graphql' = 'payload'): string {
  const name = cookie === 'payload' ? PAYLOAD_SESSION_COOKIE : TOKEN_COOKIE.name
  const setCookies =
    'headersArray' in answer
      ? answer
          .headersArray()
          .flatMap((h) => (h.name.toLowerCase() === 'set-cookie' ? [h.value] : []))
      : answer.headers.getSetCookie()
  const token = cookieFrom(setCookies, name)
  if (!token) throw new Error(`the answer set no ${name} cookie`)
  return token
}

/** Signs `email` in at `origin` over REST; returns the session token from its cookie. */
export async function signIn(
  origin: string,
  { email, password }: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`)
  }
  return tokenFromAnswer(response)
}
