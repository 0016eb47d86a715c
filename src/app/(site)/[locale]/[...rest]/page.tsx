import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { findVanityRedirect } from '@/data/vanity-redirects'
import { pageLocale } from '@/i18n/page-locale'
import { sourceProblem, vanityLocation } from '@/lib/vanity-redirects'

type Props = {
  params: Promise<{ locale: string; rest: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Addresses no route of the site matches: an editor's vanity link is followed (its sources never
 * take a route's address: src/config/reserved-segments.ts), anything else is the localized 404.
 */
export default async function CatchAll({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { rest } = await params
  const from = `/${rest.join('/')}`
  const vanity = sourceProblem(from) ? null : await findVanityRedirect(locale, from)
  if (vanity) {
    const section = (await searchParams).section
    const location = vanityLocation(vanity, typeof section === 'string' ? section : null)
    if (vanity.status === 301) permanentRedirect(location)
    redirect(location)
  }
  notFound()
}
