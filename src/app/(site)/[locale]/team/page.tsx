import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PersonCards } from '@/components/team/PersonCards'
import { TeamFilters } from '@/components/team/TeamFilters.client'
import styles from '@/components/team/team.module.css'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { PageHeader } from '@/components/ui/PageHeader'
import { listPeople, listPractices } from '@/data/content'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { getClientTexts } from '@/i18n/get-client-texts'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

const LIST_ID = 'team-list'

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'team', '/team')
}

export default async function TeamPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [pages, texts, filterTexts, people, practices] = await Promise.all([
    getTranslations('pages'),
    getSiteTexts(locale),
    getClientTexts('team', locale),
    listPeople(locale),
    listPractices(locale),
  ])
  const partners = people.filter((p) => p.role === 'partner')
  const others = people.filter((p) => p.role !== 'partner')
  return (
    <>
      <Breadcrumbs trail={[{ label: pages('team'), path: paths.team }]} />
      <PageHeader title={pages('team')} lead={texts.team?.intro} />
      <TeamFilters
        listId={LIST_ID}
        total={people.length}
        practices={practices.map(({ id, title }) => ({ id, title }))}
        locale={locale}
        texts={filterTexts}
      />
      <div id={LIST_ID}>
        {partners.length > 0 ? (
          <section aria-labelledby="partners" className={styles.group} data-team-group>
            <h2 id="partners" className={styles.groupTitle}>
              {pages('partners')}
            </h2>
            <PersonCards people={partners} variant="partner" filterable />
          </section>
        ) : null}
        {others.length > 0 ? (
          <section aria-labelledby="members" className={styles.group} data-team-group>
            <h2 id="members" className={styles.groupTitle}>
              {pages('teamMembers')}
            </h2>
            <PersonCards people={others} variant="row" filterable />
          </section>
        ) : null}
      </div>
    </>
  )
}
