import { AUTH } from '@/config/constants'

/**
 * Whether a session created at `createdAt` may be refreshed at `now`: only if the fresh token
 * (valid `idleSeconds`) would end within the absolute limit, so no session outlives it.
 */
export function mayRefresh(
  createdAt: Date | string | null | undefined,
  now: Date,
  limits: { idleSeconds: number; absoluteSeconds: number } = AUTH.session,
): boolean {
  if (!createdAt) return false
  const created = new Date(createdAt).getTime()
  if (!Number.isFinite(created)) return false
  return now.getTime() + limits.idleSeconds * 1000 <= created + limits.absoluteSeconds * 1000
}
