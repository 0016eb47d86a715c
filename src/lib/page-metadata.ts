import type { Metadata } from 'next'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/constants'
import { prefixedPath } from '@/lib/locale-paths'

/** Per-locale metadata of SPEC §3 "locale: code, iso, dir, domain". */
export const LOCALE_META: Record<
  Locale,
  { code: Locale; iso: string; dir: 'ltr'; ogLocale: string }
> = {
  ru: { code: 'ru', iso: 'ru-RU', dir: 'ltr', ogLocale: 'ru_RU' },
  en: { code: 'en', iso: 'en-US', dir: 'ltr', ogLocale: 'en_US' },
}

/** A page's path in each language, without the language prefix (e.g. the slug differs per locale). */
export type LocalizedPaths = Record<Locale, string>

/** An image for social sharing, with its intrinsic size. */
/** A share image; `alt` (og:image:alt) is the media's alt text in the page's language. */
export type OgImage = { url: string; width?: number; height?: number; alt?: string }

/** The same path in every language (lists and plain pages). */
export function samePath(path: string): LocalizedPaths {
  return Object.fromEntries(LOCALES.map((l) => [l, path])) as LocalizedPaths
}

/** The public path of a page in a language: ru at the bare path, en under /en. */
export function localizedHref(locale: Locale, path: string): string {
  // Another site's address (a redirect's target may be one) has no language prefix to take.
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path
  return prefixedPath(locale, path)
}

/**
 * The hreflang alternates of a page: each language's path, and x-default (the Russian page). The
 * head tags and the sitemap both read them here, so the two cannot disagree.
 */
export function hreflangLinks(paths: LocalizedPaths): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const l of LOCALES) languages[l] = localizedHref(l, paths[l])
  languages['x-default'] = localizedHref(DEFAULT_LOCALE, paths[DEFAULT_LOCALE])
  return languages
}

/**
 * Head tags every page carries (SPEC §1): canonical, hreflang alternates for each language and
 * x-default (the Russian page), og:url, og:locale and og:locale:alternate, og:image, and the same
 * title, description and image as a Twitter card. `fullTitle` is an editor's title for search
 * results (src/cms/fields/seo.ts): shown as written, without the site's name after it.
 */
export function pageMetadata({
  locale,
  paths,
  title,
  fullTitle,
  description,
  image,
}: {
  locale: Locale
  paths: LocalizedPaths
  title?: string
  fullTitle?: string | null
  description?: string | null
  image?: OgImage | null
}): Metadata {
  const languages = hreflangLinks(paths)
  const url = localizedHref(locale, paths[locale])
  const shared = {
    ...((fullTitle ?? title) ? { title: fullTitle ?? title } : {}),
    ...(description ? { description } : {}),
  }
  return {
    ...(fullTitle ? { title: { absolute: fullTitle } } : title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: { canonical: url, languages },
    openGraph: {
      url,
      ...shared,
      locale: LOCALE_META[locale].ogLocale,
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => LOCALE_META[l].ogLocale),
      ...(image ? { images: [image] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      ...shared,
      ...(image ? { images: [image] } : {}),
    },
  }
}
