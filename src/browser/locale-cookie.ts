import { LOCALE_COOKIE, type Locale } from '@/config/constants'

/** The Set-Cookie string that remembers a chosen language (SPEC §9: 365 days, Lax, path /). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE.name}=${locale}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=${LOCALE_COOKIE.path}; SameSite=Lax`
}

/** Stores the chosen language when the browser accepts cookies (SPEC §4 "Language switch"). */
export function storeLocale(locale: Locale, doc: Pick<Document, 'cookie'> = document): void {
  if (typeof navigator !== 'undefined' && !navigator.cookieEnabled) return
  doc.cookie = localeCookie(locale)
}
