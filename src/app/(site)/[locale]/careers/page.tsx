import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { issueFormToken } from '@/callback/form-token'
import { ApplicationForm } from '@/components/careers/ApplicationForm'
import { VacancyList } from '@/components/careers/VacancyList'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { EmailLink } from '@/components/ui/ContactLinks'
import { PageHeader } from '@/components/ui/PageHeader'
import { resolvePayloadSecret } from '@/config/env'
import { listOpenVacancies } from '@/data/careers'
import { getSite } from '@/data/content'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { pageLocale } from '@/i18n/page-locale'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

/** Rendered again at least hourly: the form's page token must stay younger than its maximum age. */
export const revalidate = 3600

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
  const [pages, t, apply, vacancies, site, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'careers' }),
    getTranslations({ locale, namespace: 'application' }),
    listOpenVacancies(locale),
    getSite(locale),
    getSiteTexts(locale),
  ])
  const copy = texts.careers
  return (
    <>
      <Breadcrumbs trail={[{ label: pages('careers'), path: paths.careers }]} />
      <PageHeader title={pages('careers')} lead={t('lead')} />
      {vacancies.length ? (
        <>
          <VacancyList vacancies={vacancies} locale={locale} firmName={site.name} />
          <section id="apply" aria-labelledby="apply-title" className="section">
            <h2 id="apply-title">{copy?.applicationTitle || apply('title')}</h2>
            <p>{copy?.applicationIntro || apply('intro')}</p>
            <ApplicationForm
              locale={locale}
              page={localizedHref(locale, paths.careers)}
              // The page's token, for the form posted without JavaScript (as on /contacts).
              token={issueFormToken(resolvePayloadSecret(), Date.now(), 'page')}
              vacancies={vacancies.map(({ id, title }) => ({ id, title }))}
            />
          </section>
        </>
      ) : (
        <>
          <p className="meta">{t('empty')}</p>
          {site.email ? (
            <p className="section prose">
              {t('applyAnyway')} <EmailLink email={site.email} />
            </p>
          ) : null}
        </>
      )}
    </>
  )
}
