/**
 * The credential of the revalidation route (src/app/(payload)/api/revalidate): derived from the
 * app's secret with a purpose of its own, so only this site's own processes know it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The request header that carries it. */
export const REVALIDATION_HEADER = 'x-revalidation-token'

/** The token every process of this site, sharing its secret, computes alike. */
export function revalidationToken(secret: string): string {
  return createHmac('sha256', secret).update('collegium/revalidate').digest('hex')
}

/** Whether `given` is the token of `secret`, compared in constant time. */
export function isRevalidationToken(given: string | null, secret: string): boolean {
  const expected = Buffer.from(revalidationToken(secret))
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
