import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TopicCards } from '@/components/practices/PracticeCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { listPractices } from '@/data/content'
import { plainPageMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'practices', '/practices')
}

export default async function PracticesPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, practices] = await Promise.all([getTranslations('pages'), listPractices(locale)])
  return (
    <>
      <PageHeader title={t('practices')} />
      <TopicCards items={practices} kind="practice" />
    </>
  )
}
