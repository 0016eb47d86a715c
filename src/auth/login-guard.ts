import pLimit, { type LimitFunction } from 'p-limit'
import { AuthenticationError, type PayloadRequest } from 'payload'

import { clientIpFrom } from '@/lib/client-ip'
import { processRegistry } from '@/lib/process-registry'

import { LoginThrottledError } from './errors'
import { loginThrottle } from './login-throttle'
import { checkPassword } from './password-hash'
import { PASSWORD_CHECKS } from './throttle-policy'
import { findUser } from './users'

const limiters = processRegistry('limiters')

/**
 * The password checks of this process: a few run at once (each takes a core for a quarter of a
 * second), a few more wait their turn, and past that an attempt is refused, so a flood of guesses
 * never takes every core from the site.
 */
function passwordChecks(): LimitFunction {
  return limiters.once('password-checks', () => pLimit(PASSWORD_CHECKS.running))
}

function refuse(req: PayloadRequest, seconds: number): never {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(seconds))
  throw new LoginThrottledError(seconds)
}

/**
 * Whether `password` is the account's, judged under the sign-in throttle: the attempt is counted
 * first, and a throttled one is refused (429, Retry-After) before any password work; the hash work
 * is the same for an unknown account as for a known one; a right password is refunded.
 */
export async function judgePassword(
  req: PayloadRequest,
  email: string,
  password: string,
  findAccount: () => ReturnType<typeof findUser>,
): Promise<boolean> {
  const attempt = { address: clientIpFrom(req.headers), email }
  const throttle = await loginThrottle(req.payload)
  const wait = await throttle.take(attempt)
  if (wait > 0) refuse(req, wait)
  const checks = passwordChecks()
  const { running, waiting } = PASSWORD_CHECKS
  if (checks.activeCount + checks.pendingCount >= running + waiting) {
    await throttle.refund(attempt)
    refuse(req, 1)
  }
  const account = await findAccount()
  const right = await checks(() => checkPassword(account, password))
  if (right) await throttle.succeeded(attempt)
  return right
}

/**
 * Sign-in: the password is judged here (see judgePassword); Payload then signs the right password
 * in as before (checking it once more: the price of seeing failures, which Payload reports to no
 * hook).
 */
export async function guardLogin(
  req: PayloadRequest,
  data: Record<string, unknown> | undefined,
): Promise<void> {
  const email = data?.email
  const password = data?.password
  // Payload answers incomplete input itself (400) before any lookup.
  if (typeof email !== 'string' || typeof password !== 'string' || !password.trim()) return
  const findAccount = () => findUser(req, { email: { equals: email.toLowerCase().trim() } })
  if (!(await judgePassword(req, email, password, findAccount))) {
    throw new AuthenticationError(req.t)
  }
}
