import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TopicCards } from '@/components/practices/PracticeCards'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { PageHeader } from '@/components/ui/PageHeader'
import { listSectors } from '@/data/content'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'industrySectors', '/industry-sectors')
}

export default async function IndustrySectorsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [pages, texts, sectors] = await Promise.all([
    getTranslations('pages'),
    getSiteTexts(locale),
    listSectors(locale),
  ])
  return (
    <>
      <Breadcrumbs trail={[{ label: pages('industrySectors'), path: paths.sectors }]} />
      <PageHeader title={pages('industrySectors')} lead={texts.sectors?.intro} />
      <TopicCards
        images
        cards={sectors.map((sector) => ({
          id: sector.id,
          title: sector.title,
          summary: sector.summary,
          href: paths.sector(sector),
          image: sector.image,
        }))}
      />
    </>
  )
}
