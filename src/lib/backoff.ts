/**
 * The reconnection backoff of the live channel (SPEC §9: 100 ms doubling up to 10 s), one for both
 * of its clients: the site's (src/graphql-client/live.ts) and the admin's callback feed
 * (src/components/admin/callback-feed.ts).
 */

/** A backoff: the first delay, the cap, and the factor between two attempts. */
export type Backoff = { minMs: number; maxMs: number; factor: number }

/** Delay before reconnection attempt `retries` (0-based): min, min·factor, … capped at max. */
export function backoffDelay({ minMs, maxMs, factor }: Backoff, retries: number): number {
  return Math.min(maxMs, minMs * factor ** Math.max(0, retries))
}

/** graphql-ws's `retryWait`: resolves after the backoff's delay for attempt `retries`. */
export function waitBeforeRetry(backoff: Backoff): (retries: number) => Promise<void> {
  return (retries) => new Promise((resolve) => setTimeout(resolve, backoffDelay(backoff, retries)))
}
