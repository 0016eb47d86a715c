/** Staff sessions for integration tests: sign in over REST, keep the session cookie's token. */
import { PAYLOAD_SESSION_COOKIE } from '../../src/config/constants'

/**
 * The session token Payload set in its cookie on a sign-in answer (`POST /api/users/login`); the
 * cookie, not the JSON body, is what the site relies on to carry it. Throws when there is none.
 */
export function sessionToken(response: Response): string {
  const prefix = `${PAYLOAD_SESSION_COOKIE}=`
  for (const cookie of response.headers.getSetCookie()) {
    if (!cookie.startsWith(prefix)) continue
    const token = cookie.slice(prefix.length).split(';')[0]
    if (token) return token
  }
  throw new Error(`no ${PAYLOAD_SESSION_COOKIE} cookie in the answer (status ${response.status})`)
}

/** Signs `email` in at `origin` over REST; returns the session token (see `sessionToken`). */
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
  return sessionToken(response)
}
