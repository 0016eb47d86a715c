import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { practiceCard, TopicCards } from '@/components/practices/PracticeCards'
import styles from '@/components/practices/practices.module.css'
import {
  ContactCta,
  KeyContacts,
  RelatedPeople,
  RelatedPublications,
} from '@/components/practices/RelatedLists'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { detailId, ensureCanonicalSlug } from '@/data/canonical'
import { getSectorPage } from '@/data/practice-pages'
import { getDocumentSeo } from '@/data/seo-meta'
import { documentPaths, ogImageOf, siteMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string; id: string; slug?: string }> }

/** Each sector renders on its first visit, then is kept (see the locale layout). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const id = detailId(await params)
  const page = await getSectorPage(id, locale)
  if (!page) return {}
  return siteMetadata({
    locale,
    paths: await documentPaths({ collection: 'industry-sectors', id }),
    title: page.sector.title,
    description: page.sector.summary,
    image: ogImageOf(page.sector.image),
    seo: await getDocumentSeo('industry-sectors', id, locale),
  })
}

export default async function IndustrySectorPage({ params }: Props) {
  const locale = await pageLocale(params)
  const route = await params
  const page = await getSectorPage(detailId(route), locale)
  if (!page) notFound()
  const { sector, practices, related } = page
  const sectorPath = paths.sector(sector)
  ensureCanonicalSlug(route.slug, sector, sectorPath, locale)
  const [pages, t, texts] = await Promise.all([
    getTranslations('pages'),
    getTranslations('sector'),
    getSiteTexts(locale),
  ])
  return (
    <article>
      <Breadcrumbs
        trail={[
          { label: pages('industrySectors'), path: paths.sectors },
          { label: sector.title, path: sectorPath },
        ]}
      />
      <PageHeader eyebrow={t('eyebrow')} title={sector.title} lead={sector.summary} />
      <KeyContacts partners={related.partners} team={related.team} />
      <MediaImage
        media={sector.image}
        size="hero"
        alt=""
        priority
        className={styles.hero}
        sizes="(min-width: 1264px) 1200px, 100vw"
      />
      <div className={styles.overview}>
        <RichText data={sector.body} />
      </div>
      {practices.length > 0 ? (
        <Section id="practices" title={t('practices')}>
          <TopicCards level={3} cards={practices.map(practiceCard)} />
        </Section>
      ) : null}
      <RelatedPeople partners={related.partners} team={related.team} />
      <RelatedPublications posts={related.posts} />
      <ContactCta cta={texts.practices?.cta} />
    </article>
  )
}
