import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AchievementItem } from '@/components/achievements/AchievementItem'
import { AchievementsBrowser } from '@/components/achievements/AchievementsBrowser.client'
import styles from '@/components/achievements/achievements.module.css'
import { RankingsSummary } from '@/components/achievements/RankingsSummary'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { PageHeader } from '@/components/ui/PageHeader'
import { listAchievementEntries } from '@/data/achievements'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { getClientTexts } from '@/i18n/get-client-texts'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'achievements', '/achievements')
}

export default async function AchievementsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [pages, t, data, siteTexts] = await Promise.all([
    getTranslations('pages'),
    getTranslations('achievements'),
    listAchievementEntries(locale),
    getSiteTexts(locale),
  ])
  // The count reads "Showing # of N": the browser puts the number shown where "#" is.
  const texts = await getClientTexts('achievements', locale, {
    values: { count: { total: data.entries.length } },
  })
  return (
    <>
      <Breadcrumbs trail={[{ label: pages('achievements'), path: paths.achievements }]} />
      <PageHeader title={pages('achievements')} lead={siteTexts.achievements?.intro} />
      <RankingsSummary directories={data.summary} />
      <h2 className={styles.detailTitle}>{t('detail')}</h2>
      <AchievementsBrowser
        entries={data.entries.map((entry) => ({
          id: entry.id,
          facets: entry.facets,
          node: <AchievementItem item={entry} />,
        }))}
        years={data.years}
        sources={data.sources}
        practices={data.practices.map((practice) => ({
          ...practice,
          allAreas: t('allAreas', { title: practice.title }),
        }))}
        texts={texts}
      />
    </>
  )
}
