import { getPayload, type Payload } from 'payload'

import type { Env } from '@/config/env'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import type { SeedReport } from './seed'
import { type AdminAccount, ensureAdmin, firstAdminEmail } from './seed/admin'

export type BootstrapResult = { payload: Payload; seed?: SeedReport; admin: AdminAccount }

/** A Payload instance for scripts and tests (outside Next), on the configured database. */
export async function loadPayload(): Promise<Payload> {
  const { default: config } = await import('./payload.config')
  return getPayload({ config })
}

/** Applies the committed migrations of the active adapter. */
export async function migrate(payload: Payload, env: Env): Promise<void> {
  const migrations = env.database.kind === 'postgres' ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as never })
}

/** Migrate, seed an empty database when SEED says so, and create the first admin (see above). */
export async function bootstrap(
  env: Env,
  options: { reset?: boolean; log?: (message: string) => void } = {},
): Promise<BootstrapResult> {
  const payload = await loadPayload()
  await migrate(payload, env)
  // Loaded on demand: the demo content is large and most starts do not need it.
  const report =
    env.SEED || options.reset ? await (await import('./seed')).seed(payload, options) : undefined
  const admin = await ensureAdmin(payload, {
    email: firstAdminEmail(env),
    password: env.ADMIN_PASSWORD,
  })
  return { payload, seed: report, admin }
}
