/**
 * The form's token: when the form was shown, signed by the server. A submission sooner than the
 * minimum fill time after it was not typed by a person; a forged, missing or too old token is
 * refused. Each token is taken once (see `tokenId` and submit.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { CALLBACK } from '@/config/constants'

export type FormTokenCheck = 'ok' | 'invalid' | 'too-fast'

/** Tokens may come from a clock slightly ahead (another instance). */
const CLOCK_SKEW_MS = 60_000

function signature(secret: string, issuedAt: string): string {
  return createHmac('sha256', secret)
    .update(`callback-form:${issuedAt}`)
    .digest('base64url')
    .slice(0, 32)
}

/** A token for a form shown now. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const issuedAt = String(now)
  return `${issuedAt}.${signature(secret, issuedAt)}`
}

/** What identifies a token once it checked out: its signature (the key of its single use). */
export function tokenId(token: string): string {
  return token.slice(token.indexOf('.') + 1)
}

/**
 * Whether `token` was issued by this site, at least `minFillMs` and at most `maxAgeMs` before
 * `now`.
 */
export function checkFormToken(
  secret: string,
  token: string,
  {
    now = Date.now(),
    minFillMs = CALLBACK.minFillMs,
    maxAgeMs = CALLBACK.formTokenMaxAgeMs,
  }: { now?: number; minFillMs?: number; maxAgeMs?: number } = {},
): FormTokenCheck {
  const match = /^(\d{13})\.([\w-]{32})$/.exec(token)
  if (!match) return 'invalid'
  const [, issuedAt = '', given = ''] = match
  const expected = Buffer.from(signature(secret, issuedAt))
  if (!timingSafeEqual(expected, Buffer.from(given))) return 'invalid'
  const age = now - Number(issuedAt)
  if (age < -CLOCK_SKEW_MS || age > maxAgeMs) return 'invalid'
  return age < minFillMs ? 'too-fast' : 'ok'
}
