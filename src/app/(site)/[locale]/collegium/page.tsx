import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import styles from '@/components/firm/firm.module.css'
import { OfficeCard } from '@/components/firm/OfficeCard'
import { AchievementSlide } from '@/components/home/AchievementSlide'
import { ClientWall } from '@/components/home/ClientWall'
import { PersonCards } from '@/components/team/PersonCards'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { Figures } from '@/components/ui/Figures'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { Slider } from '@/components/ui/Slider.client'
import type { Page } from '@/config/payload-types'
import { getCollegium } from '@/data/collegium'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { getClientTexts } from '@/i18n/get-client-texts'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'collegium', '/collegium')
}

/** A CMS text as a section with its heading beside it. */
function TextSection({ id, page }: { id: string; page: Page | null }) {
  if (!page) return null
  return (
    <section aria-labelledby={id} className={`section ${styles.split}`}>
      <h2 id={id}>{page.title}</h2>
      <RichText data={page.body} />
    </section>
  )
}

export default async function CollegiumPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, f, texts, slider, firm] = await Promise.all([
    getTranslations('pages'),
    getTranslations('firm'),
    getSiteTexts(locale),
    getClientTexts('slider', locale),
    getCollegium(locale),
  ])
  const toc = [
    ['history', firm.history?.title],
    ['qualification', firm.qualification?.title],
    ['recognition', f('recognition')],
    ['offices', t('offices')],
    ['network', t('network')],
    ['pro-bono', t('proBono')],
    ['advisors', t('advisors')],
    ['clients', t('clients')],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]))
  return (
    <>
      <Breadcrumbs trail={[{ label: t('collegium'), path: paths.collegium }]} />
      <PageHeader title={t('collegium')} lead={firm.site.tagline} />
      <nav aria-label={f('onThisPage')} className={styles.toc}>
        <ul>
          {toc.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={f('figures')}>
        <Figures figures={firm.site.figures} />
      </section>
      <TextSection id="history" page={firm.history} />
      <TextSection id="qualification" page={firm.qualification} />
      <Section
        id="recognition"
        title={f('recognition')}
        tone="tint"
        more={{ href: paths.achievements, label: f('allAchievements') }}
      >
        <Slider label={f('recognition')} texts={slider}>
          {firm.recognition.map((a) => (
            <AchievementSlide
              key={a.id}
              achievement={a}
              detailsLabel={texts.collegium?.achievementButton ?? ''}
            />
          ))}
        </Slider>
      </Section>
      <Section id="offices" title={t('offices')}>
        <ul className={styles.officeGrid}>
          {firm.offices.map((office) => (
            <li key={office.id}>
              <OfficeCard office={office} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="network" title={t('network')}>
        <ul className={styles.network}>
          {firm.network.map((o) => (
            <li key={o.id}>
              <span className={styles.networkCity}>
                {o.city}, {o.country}
              </span>
              {o.url ? (
                <a
                  className={styles.networkName}
                  href={o.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {o.name}
                </a>
              ) : (
                <span className={styles.networkName}>{o.name}</span>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="pro-bono" title={t('proBono')}>
        <ul className={styles.proBono}>
          {firm.proBono.map((p) => (
            <li key={p.id}>
              <span className={styles.proBonoYear}>{p.year}</span>
              <div>
                <h3>{p.title}</h3>
                {p.summary ? <p>{p.summary}</p> : null}
                {p.partner ? (
                  <p className={styles.proBonoPartner}>
                    {t('proBonoPartner')}: {p.partner}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="advisors" title={t('advisors')}>
        {firm.advisorsIntro ? <RichText data={firm.advisorsIntro.body} /> : null}
        <PersonCards people={firm.advisors} />
      </Section>
      <Section id="clients" title={t('clients')} tone="tint">
        <ClientWall clients={firm.clients} />
      </Section>
    </>
  )
}
