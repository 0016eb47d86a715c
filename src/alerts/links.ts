/** The addresses the alerts' mails link to, absolute, in the subscriber's language. */
import type { Locale } from '@/config/constants'
import { localizedHref } from '@/lib/page-metadata'

/** The subscription's pages, without the language prefix. */
export const ALERT_PATHS = {
  subscribe: '/news/subscribe',
  confirm: '/news/subscribe/confirm',
  manage: '/news/subscribe/manage',
} as const

/** RFC 8058's one-click target: a POST there unsubscribes, with no page in between. */
export const ONE_CLICK_PATH = '/api/subscribers/unsubscribe'

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '')

/** A page of the subscription with its token, for a mail in `locale`. */
export function alertPageUrl(
  siteUrl: string,
  locale: Locale,
  page: 'confirm' | 'manage',
  token: string,
): string {
  return `${origin(siteUrl)}${localizedHref(locale, ALERT_PATHS[page])}?token=${encodeURIComponent(token)}`
}

/** The one-click unsubscribe address of a subscriber's manage token. */
export function oneClickUrl(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}`
}
