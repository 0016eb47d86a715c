/**
 * Checks a password against a stored Payload hash, and spends the same work when there is no
 * account. Payload does not export its check, so its parameters are repeated here from
 * node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js (Payload 3.90):
 * PBKDF2-SHA256, 600,000 iterations and 32 bytes for hashes prefixed `pbkdf2-sha256-v1:`, the
 * legacy 25,000 iterations and 512 bytes otherwise (Payload rewrites those at the next sign-in).
 */
import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

export const PAYLOAD_HASH = {
  prefix: 'pbkdf2-sha256-v1:',
  current: { iterations: 600_000, keyLength: 32 },
  legacy: { iterations: 25_000, keyLength: 512 },
  digest: 'sha256',
} as const

/** The key derivation used for every check (a parameter so a test can count the calls). */
export type Derive = (
  password: string,
  salt: string,
  iterations: number,
  keyLength: number,
) => Promise<Buffer>

export const derive: Derive = (password, salt, iterations, keyLength) =>
  new Promise((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, PAYLOAD_HASH.digest, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

type Stored = { hash?: unknown; salt?: unknown } | null | undefined

/**
 * True when `password` matches the account's stored hash. Without an account (or a password hash)
 * the same derivation runs on a random salt, so an unknown e-mail takes as long as a known one.
 */
export async function checkPassword(
  account: Stored,
  password: string,
  run: Derive = derive,
): Promise<boolean> {
  const { hash, salt } = account ?? {}
  if (typeof hash !== 'string' || typeof salt !== 'string') {
    const { iterations, keyLength } = PAYLOAD_HASH.current
    await run(password, randomBytes(32).toString('hex'), iterations, keyLength)
    return false
  }
  const current = hash.startsWith(PAYLOAD_HASH.prefix)
  const { iterations, keyLength } = current ? PAYLOAD_HASH.current : PAYLOAD_HASH.legacy
  const stored = Buffer.from(current ? hash.slice(PAYLOAD_HASH.prefix.length) : hash, 'hex')
  const given = await run(password, salt, iterations, keyLength)
  return given.length === stored.length && timingSafeEqual(given, stored)
}
