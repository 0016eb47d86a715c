import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TopicCards } from '@/components/practices/PracticeCards'
import { PersonCards } from '@/components/team/PersonCards'
import { Figures } from '@/components/ui/Figures'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { getFirm, getPageByKey, getSite, listPeople, listPractices } from '@/data/content'
import { plainPageMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'collegium', '/collegium')
}

export default async function CollegiumPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, site, history, qualification, firm, people, practices] = await Promise.all([
    getTranslations('pages'),
    getSite(locale),
    getPageByKey('collegium-history', locale),
    getPageByKey('collegium-qualification', locale),
    getFirm(locale),
    listPeople(locale),
    listPractices(locale),
  ])
  const branches = firm.offices.filter((o) => o.kind !== 'network')
  const network = firm.offices.filter((o) => o.kind === 'network')
  const advisors = people.filter((p) => p.role === 'advisor')
  return (
    <>
      <PageHeader title={t('collegium')} lead={site.tagline} />
      <Figures figures={site.figures} />
      {history ? (
        <section aria-labelledby="history">
          <h2 id="history">{history.title}</h2>
          <RichText data={history.body} />
        </section>
      ) : null}
      {qualification ? (
        <section aria-labelledby="qualification">
          <h2 id="qualification">{qualification.title}</h2>
          <RichText data={qualification.body} />
        </section>
      ) : null}
      <section aria-labelledby="practices">
        <h2 id="practices">{t('practices')}</h2>
        <TopicCards items={practices} kind="practice" />
      </section>
      <section aria-labelledby="branches">
        <h2 id="branches">{t('offices')}</h2>
        <ul className="cards">
          {branches.map((o) => (
            <li key={o.id} className="card">
              <h3>{o.name}</h3>
              <p>{o.address}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="network">
        <h2 id="network">{t('network')}</h2>
        <ul className="cards">
          {network.map((o) => (
            <li key={o.id} className="card">
              <h3>{o.name}</h3>
              <p>
                {o.city}, {o.country}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pro-bono">
        <h2 id="pro-bono">{t('proBono')}</h2>
        <ul className="list">
          {firm.proBono.map((p) => (
            <li key={p.id}>
              <h3>{p.title}</h3>
              <p>{p.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="advisors">
        <h2 id="advisors">{t('advisors')}</h2>
        <PersonCards people={advisors} />
      </section>
      <section aria-labelledby="clients">
        <h2 id="clients">{t('clients')}</h2>
        <ul className="cards">
          {firm.clients.map((c) => (
            <li key={c.id} className="card">
              <h3>{c.name}</h3>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
