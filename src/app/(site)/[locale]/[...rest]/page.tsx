import { notFound } from 'next/navigation'

import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/**
 * Unmatched paths are the localized 404. Vanity links managed in the CMS never get here: the
 * server answers them first (src/server/vanity-redirect.ts).
 */
export default async function CatchAll({ params }: Props) {
  await pageLocale(params)
  notFound()
}
