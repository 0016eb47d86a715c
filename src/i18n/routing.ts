import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from '@/config/constants'

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: {
    name: LOCALE_COOKIE.name,
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    sameSite: LOCALE_COOKIE.sameSite,
    path: LOCALE_COOKIE.path,
  },
})

export { isLocale } from './locale-paths'
