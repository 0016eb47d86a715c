'use client'

import NextLink from 'next/link'
import {
  usePathname as useNextPathname,
  useRouter as useNextRouter,
  useParams,
} from 'next/navigation'
import { type ComponentProps, useMemo } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/config/constants'
import { isLocale, prefixedPath, unprefixedPath } from '@/lib/locale-paths'
import { localizedHref } from '@/lib/page-metadata'

/**
 * The site's navigation in the browser: links, pathname and router in the page's language, with
 * the prefix rules of src/i18n/routing.ts (ru at the bare path, en under /en). Written on Next's own
 * primitives rather than next-intl's, whose browser half brings its message formatter (about 14 KB
 * gzip on every page) although no client component formats a message: texts arrive formatted.
 */

/** The page's language: the [locale] segment every site route lives under. */
export function useLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** The current path without its language prefix ("/en/news" → "/news"). */
export function usePathname(): string {
  return unprefixedPath(useNextPathname() ?? '/')
}

type NavigateOptions = { scroll?: boolean }

/** Next's router, taking paths without the language prefix (the current language's is added). */
export function useRouter() {
  const router = useNextRouter()
  const locale = useLocale()
  return useMemo(
    () => ({
      ...router,
      push: (href: string, options?: NavigateOptions) =>
        router.push(localizedHref(locale, href), options),
      replace: (href: string, options?: NavigateOptions) =>
        router.replace(localizedHref(locale, href), options),
      prefetch: (href: string) => router.prefetch(localizedHref(locale, href)),
    }),
    [router, locale],
  )
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A path without the language prefix, e.g. "/news?type=event". */
  href: string
  /** Another language's page: the address always carries that language's prefix. */
  locale?: Locale
}

/** Next's Link to a path in the page's language, or with `locale`, in that one. */
export function LocaleLink({ href, locale, ...props }: LinkProps) {
  const current = useLocale()
  return (
    <NextLink
      href={locale ? prefixedPath(locale, href) : localizedHref(current, href)}
      {...props}
    />
  )
}
