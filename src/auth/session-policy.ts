/**
 * Staff sessions: a token lives `idleSeconds` and the admin refreshes it while its user is active;
 * a session older than `absoluteSeconds` is refused a refresh, so it ends at that age at the latest.
 */
export const SESSION_LIMITS = {
  idleSeconds: 2 * 60 * 60,
  absoluteSeconds: 7 * 24 * 60 * 60,
} as const

/**
 * Whether a session created at `createdAt` may be refreshed at `now`: only if the fresh token
 * (valid `idleSeconds`) would end within the absolute limit, so no session outlives it.
 */
export function mayRefresh(
  createdAt: Date | string | null | undefined,
  now: Date,
  limits: { idleSeconds: number; absoluteSeconds: number } = SESSION_LIMITS,
): boolean {
  if (!createdAt) return false
  const created = new Date(createdAt).getTime()
  if (!Number.isFinite(created)) return false
  return now.getTime() + limits.idleSeconds * 1000 <= created + limits.absoluteSeconds * 1000
}
