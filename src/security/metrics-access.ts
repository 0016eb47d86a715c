import { timingSafeEqual } from 'node:crypto'

/** The address Prometheus scrapes (src/app/metrics/route.ts). */
export const METRICS_PATH = '/metrics'

/**
 * Whether a request's Authorization header is `Bearer <token>` for the configured METRICS_TOKEN
 * (compared in constant time); never without a token configured.
 */
export function metricsAuthorized(
  authorization: string | null,
  token: string | undefined,
): boolean {
  if (!token) return false
  const given = Buffer.from(authorization ?? '')
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
