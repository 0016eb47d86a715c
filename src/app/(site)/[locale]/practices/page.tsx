import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { practiceCard, TopicCards } from '@/components/practices/PracticeCards'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { PageHeader } from '@/components/ui/PageHeader'
import { listPracticeTree } from '@/data/practice-pages'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'practices', '/practices')
}

export default async function PracticesPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [pages, texts, tree] = await Promise.all([
    getTranslations('pages'),
    getSiteTexts(locale),
    listPracticeTree(locale),
  ])
  return (
    <>
      <Breadcrumbs trail={[{ label: pages('practices'), path: paths.practices }]} />
      <PageHeader title={pages('practices')} lead={texts.practices?.intro} />
      <TopicCards cards={tree.map(practiceCard)} />
    </>
  )
}
