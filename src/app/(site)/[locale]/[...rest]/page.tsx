import { notFound } from 'next/navigation'

import { findRedirect } from '@/data/content'
import { pageLocale } from '@/i18n/page-locale'
import { permanentRedirect } from '@/i18n/redirect'
import { paths } from '@/lib/paths'

type Props = {
  params: Promise<{ locale: string; rest: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const VANITY = /^[a-z0-9-]{1,80}$/

/** Unmatched paths: a vanity link managed in the CMS redirects, anything else is the 404. */
export default async function CatchAll({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { rest } = await params
  if (rest.length !== 1 || !VANITY.test(rest[0] ?? '')) notFound()
  const found = await findRedirect(`/${rest[0]}`, locale)
  if (!found) notFound()
  const { redirect, practice } = found
  const query = await searchParams
  const section =
    redirect.section ?? (typeof query.section === 'string' ? query.section : undefined)
  let target = redirect.url ?? null
  if (practice) target = paths.practice(practice)
  if (!target) notFound()
  permanentRedirect({
    href: section && /^[a-z0-9-]{1,80}$/.test(section) ? `${target}?section=${section}` : target,
    locale,
  })
}
