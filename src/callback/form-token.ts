/**
 * The form's token: when the form was shown, signed by the server. A submission sooner than the
 * minimum fill time after it was not typed by a person; a forged, missing or too old token is
 * refused.
 *
 * Two kinds, told apart by their signature: a visitor's token, issued to one visitor's form when
 * it is shown (openCallbackForm), is taken once (see `tokenId` and submit.ts); a page's token,
 * rendered into the static contacts page for the form posted without JavaScript, is the same for
 * every visitor until the page is rendered again, so it is taken as often as the address and
 * phone limits allow, until its maximum age.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** How old a form's token must be, and may be, when the form is sent. */
export const FORM_TOKEN = {
  /** A form sent sooner than this after it was shown was not filled in by a person. */
  minFillMs: 2500,
  /**
   * A token is taken for this long after its form was shown, and a visitor's token once: a
   * replayed or hoarded token is refused (the form then asks for a fresh one). The contacts page,
   * whose form posted without JavaScript sends the token rendered into it, is rendered again at
   * least hourly.
   */
  maxAgeMs: 4 * 60 * 60 * 1000,
  /** Tokens may come from a clock slightly ahead (another instance). */
  clockSkewMs: 60_000,
} as const

export type FormTokenCheck = 'ok' | 'invalid' | 'too-fast'

export type FormTokenKind = 'visitor' | 'page'

/** The signed text of each kind. */
const SIGNED = { visitor: 'callback-form', page: 'callback-form-page' } as const

/**
 * A token is `{issuedAt}.{nonce}{signature}`: 13 digits, then 32 URL-safe characters, 10 of a
 * random nonce (two forms shown in the same millisecond get two tokens) and 22 of the signature.
 */
const NONCE_CHARS = 10
const SIGNATURE_CHARS = 22

function signature(secret: string, issuedAt: string, nonce: string, kind: FormTokenKind): string {
  return createHmac('sha256', secret)
    .update(`${SIGNED[kind]}:${issuedAt}:${nonce}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS)
}

/** A token for a form shown now: to one visitor, or in a page every visitor gets. */
export function issueFormToken(
  secret: string,
  now = Date.now(),
  kind: FormTokenKind = 'visitor',
): string {
  const issuedAt = String(now)
  const nonce = randomBytes(8).toString('base64url').slice(0, NONCE_CHARS)
  return `${issuedAt}.${nonce}${signature(secret, issuedAt, nonce, kind)}`
}

/** What identifies a token once it checked out: its nonce and signature (its single use's key). */
export function tokenId(token: string): string {
  return token.slice(token.indexOf('.') + 1)
}

const TOKEN = /^(\d{13})\.([\w-]{32})$/

/** The kind of a well-formed token this site signed, or null for any other text. */
export function formTokenKind(secret: string, token: string): FormTokenKind | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const [, issuedAt = '', rest = ''] = match
  const nonce = rest.slice(0, NONCE_CHARS)
  const given = Buffer.from(rest.slice(NONCE_CHARS))
  for (const kind of ['visitor', 'page'] as const) {
    if (timingSafeEqual(Buffer.from(signature(secret, issuedAt, nonce, kind)), given)) return kind
  }
  return null
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
    minFillMs = FORM_TOKEN.minFillMs,
    maxAgeMs = FORM_TOKEN.maxAgeMs,
  }: { now?: number; minFillMs?: number; maxAgeMs?: number } = {},
): FormTokenCheck {
  if (!formTokenKind(secret, token)) return 'invalid'
  const age = now - Number(token.slice(0, 13))
  if (age < -FORM_TOKEN.clockSkewMs || age > maxAgeMs) return 'invalid'
  return age < minFillMs ? 'too-fast' : 'ok'
}
