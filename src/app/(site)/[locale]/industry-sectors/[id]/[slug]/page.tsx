import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { TopicCards } from '@/components/practices/PracticeCards'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { detailId, ensureCanonicalSlug } from '@/data/canonical'
import { getSector, listPractices } from '@/data/content'
import { documentPaths, ogImageOf, siteMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string; id: string; slug?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const id = detailId(await params)
  const sector = await getSector(id, locale)
  if (!sector) return {}
  return siteMetadata({
    locale,
    paths: await documentPaths({ collection: 'industry-sectors', id }),
    title: sector.title,
    description: sector.summary,
    image: ogImageOf(sector.image),
  })
}

export default async function IndustrySectorPage({ params }: Props) {
  const locale = await pageLocale(params)
  const route = await params
  const sector = await getSector(detailId(route), locale)
  if (!sector) notFound()
  ensureCanonicalSlug(route.slug, sector, paths.sector(sector), locale)
  const [t, practices] = await Promise.all([getTranslations('pages'), listPractices(locale)])
  const related = practices.filter((p) =>
    (p.sectors ?? []).some((ref) => (typeof ref === 'object' ? ref.id : ref) === sector.id),
  )
  return (
    <article>
      <PageHeader eyebrow={t('industrySectors')} title={sector.title} lead={sector.summary} />
      <MediaImage media={sector.image} size="hero" alt="" priority />
      <RichText data={sector.body} />
      {related.length > 0 ? (
        <section aria-labelledby="related">
          <h2 id="related">{t('practices')}</h2>
          <TopicCards items={related} kind="practice" />
        </section>
      ) : null}
    </article>
  )
}
