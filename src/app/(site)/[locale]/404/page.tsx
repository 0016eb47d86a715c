import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'notFound' })
  // No canonical or alternates: the same view stands for every unknown address.
  return { title: t('title'), robots: { index: false, follow: true } }
}

/** SPEC §2 /404: the not-found view of the path's language (../not-found.tsx), status 404. */
export default async function NotFoundPage({ params }: Props) {
  await pageLocale(params)
  notFound()
}
