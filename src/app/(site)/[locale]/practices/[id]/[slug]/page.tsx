import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { AchievementItem } from '@/components/achievements/AchievementItem'
import listStyles from '@/components/achievements/achievements.module.css'
import { CaseList } from '@/components/firm/CaseList'
import { AlertsLink } from '@/components/news/AlertsLink'
import { PracticeSections } from '@/components/practices/PracticeSections'
import styles from '@/components/practices/practices.module.css'
import {
  ContactCta,
  KeyContacts,
  KeyFigure,
  RelatedPeople,
  RelatedPublications,
} from '@/components/practices/RelatedLists'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import type { IndustrySector, Practice } from '@/config/payload-types'
import { detailId, ensureCanonicalSlug } from '@/data/canonical'
import { withPressFeed } from '@/data/feeds'
import { firstParam } from '@/data/params'
import { getPracticePage } from '@/data/practice-pages'
import { getDocumentSeo } from '@/data/seo-meta'
import { documentPaths, ogImageOf, siteMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { permanentRedirect } from '@/i18n/redirect'
import { achievementView } from '@/lib/achievements-view'
import { paths } from '@/lib/paths'
import { sectionQuery } from '@/lib/practice-tree'

/** Team members listed on the page; the team page, filtered by the practice, lists them all. */
const TEAM_SHOWN = 12

type Props = {
  params: Promise<{ locale: string; id: string; slug?: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const id = detailId(await params)
  const page = await getPracticePage(id, locale)
  if (page?.kind !== 'practice') return {}
  const metadata = await siteMetadata({
    locale,
    paths: await documentPaths({ collection: 'practices', id }),
    title: page.practice.title,
    description: page.practice.summary,
    image: ogImageOf(page.practice.image),
    seo: await getDocumentSeo('practices', id, locale),
  })
  // The practice's own feed (the page links it, with each kind's, near its publications).
  return withPressFeed(metadata, locale, { practice: page.practice.id })
}

export default async function PracticePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const route = await params
  const page = await getPracticePage(detailId(route), locale)
  if (!page) notFound()
  if (page.kind === 'section') {
    // A sub-area lives on its parent's page, opened at its section.
    return permanentRedirect({
      href: paths.practice(page.parent) + sectionQuery(page.practice),
      locale,
    })
  }
  const { practice, sections, related } = page
  const requested = firstParam((await searchParams).section)
  const selected = sections.find((s) => s.sectionKey && s.sectionKey === requested)
  const practicePath = paths.practice(practice)
  ensureCanonicalSlug(
    route.slug,
    practice,
    practicePath,
    locale,
    selected ? sectionQuery(selected) : '',
  )

  const [t, pages, texts] = await Promise.all([
    getTranslations('practice'),
    getTranslations('pages'),
    getSiteTexts(locale),
  ])
  const sectors = (practice.sectors ?? []).filter((s): s is IndustrySector => typeof s === 'object')
  const byId = new Map<number, Practice>([practice, ...sections].map((p) => [p.id, p]))
  // The practice itself need not be named on its own page; its sub-areas are worth naming.
  const achievements = related.achievements.map((a) => {
    const view = achievementView(a, byId)
    return { ...view, practices: view.practices.filter((p) => p.id !== practice.id) }
  })

  return (
    <article>
      <Breadcrumbs
        trail={[
          { label: pages('practices'), path: paths.practices },
          { label: practice.title, path: practicePath },
        ]}
      />
      <div className={styles.intro}>
        <PageHeader eyebrow={t('eyebrow')} title={practice.title} lead={practice.summary} />
        <KeyFigure figure={practice.card} />
      </div>
      <KeyContacts partners={related.partners} team={related.team} />
      <MediaImage
        media={practice.image}
        size="hero"
        alt=""
        priority
        className={styles.hero}
        sizes="(min-width: 1264px) 1200px, 100vw"
      />
      <div className={styles.overview}>
        <RichText data={practice.body} />
        {sectors.length > 0 ? (
          <aside className={styles.aside} aria-labelledby="practice-sectors">
            <h2 id="practice-sectors" className={styles.asideTitle}>
              {t('sectors')}
            </h2>
            <ul className={styles.tags}>
              {sectors.map((sector) => (
                <li key={sector.id}>
                  <Link href={paths.sector(sector)}>{sector.title}</Link>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
      {sections.length > 0 ? (
        <Section id="sections" title={t('areas')}>
          <PracticeSections sections={sections} selected={selected} practicePath={practicePath} />
        </Section>
      ) : null}
      <RelatedPeople
        partners={related.partners}
        team={related.team.slice(0, TEAM_SHOWN)}
        teamMore={
          related.team.length > TEAM_SHOWN
            ? { href: `${paths.team}?practice=${practice.id}`, label: t('allTeam') }
            : undefined
        }
      />
      {related.cases.length > 0 ? (
        <Section id="cases" title={t('cases')} tone="tint">
          <CaseList cases={related.cases} />
        </Section>
      ) : null}
      {achievements.length > 0 ? (
        <Section
          id="achievements"
          title={t('achievements')}
          more={{
            href: `${paths.achievements}?practice=${practice.id}`,
            label: t('allAchievements'),
          }}
        >
          <ul className={listStyles.list}>
            {achievements.map((item) => (
              <li key={item.id}>
                <AchievementItem item={item} showYear />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <RelatedPublications posts={related.posts} />
      <AlertsLink locale={locale} practice={page.practice.id} />
      <ContactCta cta={texts.practices?.cta} />
    </article>
  )
}
