import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/config/constants'

import { isLocale } from './routing'

/** The page's locale from its route params; an unknown one is the 404 of SPEC §8. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
