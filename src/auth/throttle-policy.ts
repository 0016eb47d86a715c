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
