import { LOCALES, type Locale } from '@/config/constants'

/** A path without its language prefix: "/en/news" → "/news", "/en" → "/", "/news" stays. */
export function unprefixedPath(pathname: string): string {
  for (const locale of LOCALES) {
    if (pathname === `/${locale}`) return '/'
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1)
  }
  return pathname
}

/**
 * A language switch's address: always with the language's prefix, the default one's too
 * ("/ru/news"). Without JavaScript the proxy answers it by storing the choice in the language
 * cookie and redirecting to the bare address; a bare "/news" would bring an English reader back to
 * /en/news by their cookie.
 */
export function switchHref(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
