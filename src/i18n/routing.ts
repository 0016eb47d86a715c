import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from '@/config/constants'

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // No `Link` header of alternates on every answer: each page names its own alternates in its
  // <head> (hreflang, with the localized slugs a prefix swap cannot know), and the header repeats
  // the address three times (a 4 KB address made a 21 KB header no client accepted).
  alternateLinks: false,
  localeCookie: {
    name: LOCALE_COOKIE.name,
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    sameSite: LOCALE_COOKIE.sameSite,
    path: LOCALE_COOKIE.path,
  },
})

export { isLocale } from '@/lib/locale-paths'
