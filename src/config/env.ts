import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import proxyaddr from 'proxy-addr'
import { z } from 'zod'
import { DEFAULT_HOST, DEFAULT_PORT } from './constants'
import { passwordMessage, passwordProblem } from './password-policy'
import { createPrivateFolder, PRIVATE_MODES } from './private-folder'

/** Thrown for a configuration the server cannot start with; the message is one clear line. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * After SIGTERM the server keeps accepting for this long (answering with `Connection: close`, its
 * /readyz a 503) before it stops listening: connections a balancer or client opened just before
 * the signal are served instead of reset. SIGINT skips it.
 */
export const SHUTDOWN_DELAY_MS = 3_000

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default(DEFAULT_HOST),
  PORT: z.coerce.number().int().min(0).max(65_535).default(DEFAULT_PORT),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  PAYLOAD_SECRET: z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
  /** Unset: true on the embedded database (a laptop's demo), false on PostgreSQL (production). */
  SEED: booleanFlag.optional(),
  ADMIN_EMAIL: z.email().optional(),
  /** The first admin's password: the rule every staff password follows (src/auth). */
  ADMIN_PASSWORD: z
    .string()
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: passwordMessage(problem, 'en') })
    })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  METRIKA_ID: z.string().regex(/^\d+$/, 'METRIKA_ID must be a number').optional(),
  /** The bearer token GET /metrics asks for; without it the route answers 404. */
  METRICS_TOKEN: z
    .string()
    .min(24, 'METRICS_TOKEN must be at least 24 characters')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces')
    .optional(),
  /** The site's public origin; a trailing slash is dropped (links are built as `${siteUrl}/path`). */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'SITE_URL must be an http:// or https:// address' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  GRAPHQL_INTROSPECTION: booleanFlag.optional(),
  /** Callback form: attempts per client address and accepted requests per phone, per window. */
  CALLBACK_LIMIT_PER_IP: z.coerce.number().int().min(1).optional(),
  CALLBACK_LIMIT_PER_PHONE: z.coerce.number().int().min(1).optional(),
  /** Callback form: the shortest time, in ms, between showing the form and sending it. */
  CALLBACK_MIN_FILL_MS: z.coerce.number().int().min(0).optional(),
  /** API requests per client address per minute (GraphQL, and anonymous reads of /api). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** How often, in ms, a staff live socket re-checks its session (tests shorten it). */
  GRAPHQL_LIVE_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /**
   * The reverse proxies in front of the server, whose X-Forwarded-* headers are believed:
   * addresses or CIDR ranges, comma-separated (none by default: a client's headers are ignored).
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => {
        try {
          proxyaddr.compile(list)
          return true
        } catch {
          return false
        }
      },
      { error: 'TRUSTED_PROXIES must list IP addresses or CIDR ranges, e.g. 10.0.0.5,10.1.0.0/16' },
    ),
  /** After SIGTERM, how long the server goes on accepting (and /readyz says 503) before it closes. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(SHUTDOWN_DELAY_MS),
  /** Test servers only: the fault-injection route /fault/[kind] answers instead of a 404. */
  E2E_FAULTS: booleanFlag.default(false),
  /**
   * Test servers only: POST /api/e2e-jobs-clock sets the job system's clock (scheduled publications
   * come due at once) instead of answering 404.
   */
  E2E_JOBS_CLOCK: booleanFlag.default(false),
  /** Benchmark servers only: the bare page BENCH_CEILING_PATH answers instead of a 404. */
  BENCH_CEILING: booleanFlag.default(false),
})

/**
 * Whether this production process is a public deployment: several instances on PostgreSQL, or a
 * server behind a reverse proxy (TRUSTED_PROXIES set). A laptop's `npm start` (embedded SQLite,
 * nothing in front) is not, and may go without SITE_URL.
 */
function isPublicDeployment(
  env: Pick<Env, 'NODE_ENV' | 'TRUSTED_PROXIES'> & { database: { kind: string } },
): boolean {
  return (
    env.NODE_ENV === 'production' &&
    (env.database.kind === 'postgres' || env.TRUSTED_PROXIES.length > 0)
  )
}

/**
 * A public deployment must name its public address: without it Payload's CSRF check has no origin
 * to allow (every site's page could then use an editor's cookie) and links in mail and pages would
 * name http://localhost.
 */
export function assertSiteUrl(env: Env): void {
  if (!env.SITE_URL && isPublicDeployment(env)) {
    throw new ConfigError(
      "SITE_URL is required in production with PostgreSQL or behind a proxy (TRUSTED_PROXIES): the public address for links, mail and the admin's CSRF check, e.g. SITE_URL=https://gromov-larina.ru",
    )
  }
}

/** Raw variables, as in process.env. */
export type EnvSource = Record<string, string | undefined>

export type Env = Omit<z.infer<typeof envSchema>, 'SEED'> & {
  /** Whether an empty database gets the demo content. */
  SEED: boolean
  /** Absolute data directory: SQLite file, uploads, generated secret. */
  dataDir: string
  /** Absolute uploads folder (the media collection's files), inside the data directory. */
  mediaDir: string
  /**
   * Applicants' CVs, inside the data directory and outside the media folder: served only through
   * the staff-only API (src/cms/collections/ApplicationCvs.ts), never as public media.
   */
  cvDir: string
  /** Which database adapter serves this process. */
  database: { kind: 'sqlite'; url: string; file: string } | { kind: 'postgres'; url: string }
  siteUrl: string
}

function emptyToUndefined(source: EnvSource): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const [k, v] of Object.entries(source)) out[k] = v === '' ? undefined : v
  return out
}

/** Parses and validates the process environment (one module, validated at start-up). */
export function parseEnv(source: EnvSource = process.env): Env {
  const parsed = envSchema.safeParse(emptyToUndefined(source))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new ConfigError(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const env = parsed.data
  const dataDir = path.resolve(env.DATA_DIR)
  let database: Env['database']
  if (env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    database = { kind: 'postgres', url: env.DATABASE_URL }
  } else if (env.DATABASE_URL && !env.DATABASE_URL.startsWith('file:')) {
    throw new ConfigError(
      'DATABASE_URL must start with postgres:// (PostgreSQL) or file: (SQLite); leave it unset for the embedded database',
    )
  } else {
    const file = env.DATABASE_URL
      ? path.resolve(env.DATABASE_URL.slice('file:'.length))
      : path.join(dataDir, 'site.db')
    database = { kind: 'sqlite', url: `file:${file}`, file }
  }
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`
  // Production's database never gets the demo content by surprise: only when asked for.
  const SEED = env.SEED ?? database.kind === 'sqlite'
  return {
    ...env,
    SEED,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    cvDir: path.join(dataDir, 'cvs'),
    database,
    siteUrl,
  }
}

let cached: Env | undefined
/** The validated environment of this process. */
export function getEnv(): Env {
  cached ??= parseEnv()
  return cached
}

/**
 * The Payload secret: PAYLOAD_SECRET, else one generated once and kept under DATA_DIR, so that a
 * bare `npm start` works. A production PostgreSQL deployment (several instances) must set it.
 */
export function resolvePayloadSecret(env: Env = getEnv()): string {
  if (env.PAYLOAD_SECRET) return env.PAYLOAD_SECRET
  if (env.database.kind === 'postgres' && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'PAYLOAD_SECRET is required in production with PostgreSQL (every instance must share it)',
    )
  }
  const file = path.join(env.dataDir, '.payload-secret')
  // The data folder is the owner's alone (0700): it holds the database and this secret.
  createPrivateFolder(env.dataDir)
  try {
    // 'wx' makes concurrent first starts (build workers) agree on a single secret.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), {
      flag: 'wx',
      mode: PRIVATE_MODES.file,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return fs.readFileSync(file, 'utf8').trim()
}
