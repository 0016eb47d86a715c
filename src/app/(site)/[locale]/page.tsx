import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { CaseList } from '@/components/firm/CaseList'
import { FirmJsonLd } from '@/components/firm/FirmJsonLd'
import { AchievementSlide } from '@/components/home/AchievementSlide'
import { ClientWall } from '@/components/home/ClientWall'
import { ContactCta } from '@/components/home/ContactCta'
import { Hero } from '@/components/home/Hero'
import { NewsSlide } from '@/components/home/NewsSlide'
import { PracticeHighlights } from '@/components/home/PracticeHighlights'
import { SectorLinks } from '@/components/home/SectorLinks'
import { PersonCards } from '@/components/team/PersonCards'
import { Section } from '@/components/ui/Section'
import { Slider } from '@/components/ui/Slider.client'
import { getHome } from '@/data/home'
import { getHomeSeo } from '@/data/seo-meta'
import { siteMetadata } from '@/data/site-metadata'
import { getClientTexts } from '@/i18n/get-client-texts'
import { pageLocale } from '@/i18n/page-locale'
import { samePath } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  return siteMetadata({ locale, paths: samePath('/'), seo: await getHomeSeo(locale) })
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, types, slider, home] = await Promise.all([
    getTranslations('home'),
    getTranslations('news.types'),
    getClientTexts('slider', locale),
    getHome(locale),
  ])
  // Section headings and their links are the editors' (the `home` global); the slider's and the
  // cards' own words are the interface's, the same on every page (the catalogues).
  const s = home.texts.sections
  return (
    <>
      <FirmJsonLd site={home.site} locale={locale} />
      <Hero site={home.site} hero={home.texts.hero} />
      <Section
        id="home-practices"
        title={s.practices}
        more={{ href: paths.practices, label: s.allPractices }}
      >
        <PracticeHighlights practices={home.practices} />
      </Section>
      <Section
        id="home-sectors"
        title={s.sectors}
        more={{ href: paths.sectors, label: s.allSectors }}
      >
        <SectorLinks sectors={home.sectors} />
      </Section>
      <Section
        id="home-achievements"
        title={s.achievements}
        tone="tint"
        more={{ href: paths.achievements, label: s.allAchievements }}
      >
        <Slider label={s.achievements} texts={slider}>
          {home.achievements.map((a) => (
            <AchievementSlide key={a.id} achievement={a} detailsLabel={t('details')} />
          ))}
        </Slider>
      </Section>
      <Section id="home-projects" title={s.projects}>
        <CaseList cases={home.projects} />
      </Section>
      <Section id="home-news" title={s.news} more={{ href: paths.news, label: s.allNews }}>
        <Slider label={s.news} texts={slider}>
          {home.posts.map((post) => (
            <NewsSlide key={post.id} post={post} locale={locale} typeLabel={types(post.type)} />
          ))}
        </Slider>
      </Section>
      <Section id="home-partners" title={s.partners} more={{ href: paths.team, label: s.allTeam }}>
        <PersonCards people={home.partners} variant="partner" />
      </Section>
      <Section id="home-clients" title={s.clients} tone="tint">
        <ClientWall clients={home.clients} />
      </Section>
      <ContactCta site={home.site} cta={home.texts.cta} />
    </>
  )
}
