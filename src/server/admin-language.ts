/**
 * Server step: the admin speaks Russian to a staff member who has not chosen its language (issue
 * 19). Payload picks the admin's language from its cookie (`collegium-lng`, set when someone
 * chooses a language in the account view), then from the browser's Accept-Language, then from
 * `i18n.fallbackLanguage` (payload's getRequestLanguage). The firm's editors read Russian whatever
 * their browser is set to, so an admin request without a valid choice reaches Next as if it carried
 * the Russian one; choosing English in the account view sets the cookie, which wins from then on.
 * Only the admin's pages and server actions (`/admin…`): the REST API keeps answering a client in
 * the language it asks for (the admin's own calls name theirs).
 */
import type { IncomingMessage } from 'node:http'

import { PAYLOAD_COOKIE_PREFIX } from '@/config/constants'
import type { RequestStep } from './request-steps'

/** Payload's admin language cookie (`${cookiePrefix}-lng`). */
export const ADMIN_LANGUAGE_COOKIE = `${PAYLOAD_COOKIE_PREFIX}-lng`
/** The admin's languages (payload.config's `i18n.supportedLanguages`); the first is the default. */
export const ADMIN_LANGUAGES = ['ru', 'en'] as const

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/')

/** The cookie pairs of a Cookie header, as sent. */
const pairsOf = (header: string | undefined) =>
  (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)

/**
 * Gives a request without a valid admin language choice the default one, in its Cookie header
 * (an unsupported value is dropped: Payload would skip it and read the browser's language).
 */
export function defaultAdminLanguage(req: IncomingMessage): void {
  const pairs = pairsOf(req.headers.cookie)
  const isLanguage = (pair: string) => pair.startsWith(`${ADMIN_LANGUAGE_COOKIE}=`)
  const chosen = pairs.find(isLanguage)?.slice(ADMIN_LANGUAGE_COOKIE.length + 1)
  if (chosen && (ADMIN_LANGUAGES as readonly string[]).includes(chosen)) return
  req.headers.cookie = [
    ...pairs.filter((pair) => !isLanguage(pair)),
    `${ADMIN_LANGUAGE_COOKIE}=${ADMIN_LANGUAGES[0]}`,
  ].join('; ')
}

/** Step: an admin request without a language choice is answered in Russian. */
export const defaultAdminToRussian: RequestStep = ({ req, path }) => {
  if (isAdminPath(path)) defaultAdminLanguage(req)
  return 'next'
}
