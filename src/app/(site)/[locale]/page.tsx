import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PostList } from '@/components/news/PostList'
import { TopicCards } from '@/components/practices/PracticeCards'
import { PersonCards } from '@/components/team/PersonCards'
import { Figures } from '@/components/ui/Figures'
import { PageHeader } from '@/components/ui/PageHeader'
import { getSite, listPeople, listPosts, listPractices } from '@/data/content'
import { siteMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'
import { samePath } from '@/lib/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return siteMetadata({ locale: await pageLocale(params), paths: samePath('/') })
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, site, practices, people, news] = await Promise.all([
    getTranslations('home'),
    getSite(locale),
    listPractices(locale),
    listPeople(locale),
    listPosts(locale, null, 1),
  ])
  const partners = people.filter((p) => p.role === 'partner').slice(0, 8)
  return (
    <>
      <PageHeader eyebrow={site.name} title={t('title')} lead={site.tagline} />
      <Figures figures={site.figures} />
      <section aria-labelledby="home-practices">
        <h2 id="home-practices">{t('practices')}</h2>
        <TopicCards items={practices} kind="practice" />
      </section>
      <section aria-labelledby="home-news">
        <h2 id="home-news">{t('news')}</h2>
        <PostList posts={news.docs.slice(0, 5)} />
      </section>
      <section aria-labelledby="home-partners">
        <h2 id="home-partners">{t('partners')}</h2>
        <PersonCards people={partners} />
      </section>
    </>
  )
}
