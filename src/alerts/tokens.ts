/**
 * The links in the alerts' mails: `{id}.{signature}`, signed with the app's secret over the
 * subscriber's id, the link's purpose and a random salt kept on the subscriber. Nothing a link
 * opens is stored in the clear, and a new salt (a new subscription) voids every older link.
 * HMAC over what is stored already: a token table or a JWT library would add state or weight.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** `confirm`: the double opt-in's link, `manage`: change the choice or unsubscribe. */
export type AlertTokenPurpose = 'confirm' | 'manage'

const SIGNATURE_CHARS = 32
const TOKEN = /^(\d{1,12})\.([\w-]{32})$/

/** A fresh salt for a new subscription. */
export function newTokenSalt(): string {
  return randomBytes(16).toString('base64url')
}

function signature(secret: string, purpose: AlertTokenPurpose, id: number, salt: string) {
  return createHmac('sha256', secret)
    .update(`alerts-${purpose}:${id}:${salt}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS)
}

/** The token of one subscriber's link of `purpose`. */
export function alertToken(
  secret: string,
  purpose: AlertTokenPurpose,
  subscriber: { id: number; tokenSalt: string },
): string {
  return `${subscriber.id}.${signature(secret, purpose, subscriber.id, subscriber.tokenSalt)}`
}

/** The subscriber id a token names, or null when it is not well formed (check it with its salt). */
export function tokenSubscriberId(token: string): number | null {
  const match = TOKEN.exec(token)
  return match ? Number(match[1]) : null
}

/** Whether `token` is the link of `purpose` for this subscriber (their current salt). */
export function checkAlertToken(
  secret: string,
  purpose: AlertTokenPurpose,
  token: string,
  subscriber: { id: number; tokenSalt?: string | null },
): boolean {
  const match = TOKEN.exec(token)
  if (!match || !subscriber.tokenSalt || Number(match[1]) !== subscriber.id) return false
  const expected = Buffer.from(signature(secret, purpose, subscriber.id, subscriber.tokenSalt))
  return timingSafeEqual(expected, Buffer.from(match[2] ?? ''))
}
