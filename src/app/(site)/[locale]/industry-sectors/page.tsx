import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TopicCards } from '@/components/practices/PracticeCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { listSectors } from '@/data/content'
import { plainPageMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'industrySectors', '/industry-sectors')
}

export default async function IndustrySectorsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, sectors] = await Promise.all([getTranslations('pages'), listSectors(locale)])
  return (
    <>
      <PageHeader title={t('industrySectors')} />
      <TopicCards items={sectors} kind="sector" />
    </>
  )
}
