import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import type { Env } from '@/config/env'
import { passwordProblem } from '@/config/password-policy'

/** Bytes of randomness of a generated first-admin password (base64url: 24 characters). */
const GENERATED_PASSWORD_BYTES = 18

/** The admin account the bootstrap found or made; no email when there is none to sign in with. */
export type AdminAccount = { email?: string; password?: string; created: boolean }

/**
 * The first admin's address: ADMIN_EMAIL, else on the embedded database a demo address (a laptop's
 * one-command start). Production (PostgreSQL) gets no account nobody asked for.
 */
export function firstAdminEmail(env: Pick<Env, 'ADMIN_EMAIL' | 'database'>): string | undefined {
  return env.ADMIN_EMAIL ?? (env.database.kind === 'sqlite' ? 'admin@gromov-larina.ru' : undefined)
}

/**
 * Makes sure a first admin exists when `configured.email` names one. With a password given it uses
 * it; otherwise it generates one, which the caller hands over once (src/auth/first-admin-password.ts),
 * and marks the account: it can do nothing but set a password of its own until it has.
 */
export async function ensureAdmin(
  payload: Payload,
  configured: { email?: string; password?: string },
): Promise<AdminAccount> {
  const existing = await payload.find({ collection: 'users', limit: 1, depth: 0 })
  const first = existing.docs[0]
  if (first) return { email: first.email, created: false }
  const email = configured.email
  if (!email) return { created: false }
  const password =
    configured.password ?? randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url')
  // The create below refuses it too (src/auth/hooks.ts); this names the setting that is wrong.
  const problem = passwordProblem(password)
  if (problem) throw new Error(`ADMIN_PASSWORD is not acceptable: ${problem}`)
  await payload.create({
    collection: 'users',
    // The inbox role too: someone must see callback requests on a new site.
    data: {
      email,
      password,
      name: 'Administrator',
      roles: ['admin', 'inbox'],
      mustChangePassword: configured.password === undefined,
    },
    context: { disableRevalidate: true },
  })
  return { email, password, created: true }
}
