/**
 * Keys of limiters that count per person (a phone number, an e-mail address): a keyed digest, so
 * the counters' table never holds the value, and whoever reads the table cannot test guesses
 * against it without the app's secret.
 */
import { createHmac, hkdfSync } from 'node:crypto'

/** HKDF's label: the key serves limiter keys only, never the secret itself nor another use's key. */
const PURPOSE = 'collegium/rate-limit-keys'

let derived: { secret: string; key: Buffer } | undefined

function keyFor(secret: string): Buffer {
  if (derived?.secret !== secret) {
    derived = { secret, key: Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32)) }
  }
  return derived.key
}

/**
 * The limiter key of `value` (normalised by the caller): HMAC-SHA256 under a key derived from the
 * app's `secret` (Payload's), the same on every instance that shares the secret.
 */
export function personalKey(secret: string, value: string): string {
  return createHmac('sha256', keyFor(secret)).update(value).digest('base64url')
}
