import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/components/layout/NotFoundView'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'notFound' })
  // No canonical or alternates: this page also stands in for every unknown address
  // (src/server/not-found-page.ts), which the server answers with status 404.
  return { title: t('title'), robots: { index: false, follow: true } }
}

/**
 * SPEC §2 /404, pre-rendered per language. The custom server answers it with status 404, and sends
 * it in place of Next's empty error shell whenever a page is not found (src/server/not-found-page.ts).
 */
export default async function NotFoundPage({ params }: Props) {
  await pageLocale(params)
  return <NotFoundView />
}
