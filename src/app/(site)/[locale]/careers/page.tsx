import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { VacancyList } from '@/components/careers/VacancyList'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { EmailLink } from '@/components/ui/ContactLinks'
import { PageHeader } from '@/components/ui/PageHeader'
import { listOpenVacancies } from '@/data/careers'
import { getSite } from '@/data/content'
import { plainPageMetadata } from '@/data/site-metadata'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [metadata, vacancies] = await Promise.all([
    plainPageMetadata(params, 'careers', paths.careers),
    pageLocale(params).then(listOpenVacancies),
  ])
  // An empty list is no page for search engines (the sitemap leaves it out then too).
  return vacancies.length ? metadata : { ...metadata, robots: { index: false, follow: true } }
}

/** Open vacancies at the firm, or a plain word that there are none now. */
export default async function CareersPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [pages, t, vacancies, site] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'careers' }),
    listOpenVacancies(locale),
    getSite(locale),
  ])
  return (
    <>
      <Breadcrumbs trail={[{ label: pages('careers'), path: paths.careers }]} />
      <PageHeader title={pages('careers')} lead={t('lead')} />
      {vacancies.length ? (
        <VacancyList vacancies={vacancies} locale={locale} firmName={site.name} />
      ) : (
        <p className="meta">{t('empty')}</p>
      )}
      {site.email ? (
        <p className="section prose">
          {vacancies.length ? t('apply') : t('applyAnyway')} <EmailLink email={site.email} />
        </p>
      ) : null}
    </>
  )
}
