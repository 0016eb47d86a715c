import { AuthenticationError, type PayloadRequest } from 'payload'

import { clientIpFrom } from '@/lib/client-ip'

import { LoginThrottledError } from './errors'
import { loginThrottle } from './login-throttle'
import { checkPassword } from './password-hash'
import { findUser } from './users'

/**
 * Sign-in: a throttled attempt is refused (429, Retry-After) before any password work; otherwise
 * the password is checked here, with the same hash work for an unknown e-mail as for a known one,
 * and a failure is counted. Payload then signs the right password in as before (checking it once
 * more: the price of seeing failures, which Payload reports to no hook).
 */
export async function guardLogin(
  req: PayloadRequest,
  data: Record<string, unknown> | undefined,
): Promise<void> {
  const email = data?.email
  const password = data?.password
  // Payload answers incomplete input itself (400) before any lookup.
  if (typeof email !== 'string' || typeof password !== 'string' || !password.trim()) return
  const attempt = { address: clientIpFrom(req.headers), email }
  const throttle = await loginThrottle(req.payload)
  const wait = await throttle.retryAfter(attempt)
  if (wait > 0) {
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('Retry-After', String(wait))
    throw new LoginThrottledError(wait)
  }
  const account = await findUser(req, { email: { equals: email.toLowerCase().trim() } })
  if (!(await checkPassword(account, password))) {
    await throttle.failed(attempt)
    throw new AuthenticationError(req.t)
  }
  await throttle.succeeded(attempt)
}
