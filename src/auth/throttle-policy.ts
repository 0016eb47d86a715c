/**
 * Staff sign-in: every attempt is counted before its password is checked, and a right password is
 * refunded; attempts sent at once count one by one. Two counters:
 * - Per client address (IPv6 grouped by its /64, which one subscriber usually holds whole):
 *   `freeFailures` attempts in a window, then one attempt per wait, doubling from
 *   `baseDelaySeconds` up to `maxDelaySeconds`. Hard on one attacker's address or network.
 * - Per account tried from one address: a few free attempts, then a doubling wait capped at one
 *   minute. Guesses at an account from one place slow down; its owner, signing in from another
 *   address, is never kept out (Payload's own lock is off: `maxLoginAttempts: 0`).
 * A throttled attempt is refused (429, Retry-After) before any password work and is not counted.
 */
export const LOGIN_THROTTLE = {
  address: {
    freeFailures: 10,
    windowSeconds: 60 * 60,
    baseDelaySeconds: 60,
    maxDelaySeconds: 3600,
  },
  account: { freeFailures: 5, windowSeconds: 15 * 60, baseDelaySeconds: 2, maxDelaySeconds: 60 },
} as const satisfies Record<string, BackoffRule>

/** Password checks: `running` at once per process, `waiting` more in line, the rest refused (429). */
export const PASSWORD_CHECKS = { running: 1, waiting: 9 } as const

/** How failed sign-ins are paid for: a few free, then a doubling wait with a ceiling. */
export type BackoffRule = {
  freeFailures: number
  windowSeconds: number
  baseDelaySeconds: number
  maxDelaySeconds: number
}

/**
 * Seconds a key must wait after its `failures`-th failure in the window: none while within the
 * free ones, then `base`, `2 × base`, `4 × base`… never more than the rule's ceiling.
 */
export function backoffSeconds(failures: number, rule: BackoffRule): number {
  if (!Number.isFinite(failures) || failures < rule.freeFailures) return 0
  const doublings = Math.min(failures - rule.freeFailures, 30)
  return Math.min(rule.baseDelaySeconds * 2 ** doublings, rule.maxDelaySeconds)
}
