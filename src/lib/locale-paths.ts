import { LOCALES, type Locale } from '@/config/constants'

/** True when the value is one of the site's locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A path without its language prefix: "/en/news" → "/news", "/en" → "/", "/news" stays. */
export function unprefixedPath(pathname: string): string {
  for (const locale of LOCALES) {
    if (pathname === `/${locale}`) return '/'
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1)
  }
  return pathname
}

/**
 * A path with the language's prefix, the default one's too ("/ru/news"). English pages live
 * there; a language switch links there for every language: without JavaScript the proxy answers
 * it by storing the choice in the language cookie and redirecting to the bare address (a bare
 * "/news" would bring an English reader back to /en/news by their cookie).
 */
export function prefixedPath(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
