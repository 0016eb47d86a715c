import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { PersonCards } from '@/components/team/PersonCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { detailId, ensureCanonicalSlug } from '@/data/canonical'
import { getPractice, listPeople } from '@/data/content'
import { documentPaths, ogImageOf, siteMetadata } from '@/data/metadata'
import { firstParam } from '@/data/params'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = {
  params: Promise<{ locale: string; id: string; slug?: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const id = detailId(await params)
  const found = await getPractice(id, locale)
  if (!found) return {}
  return siteMetadata({
    locale,
    paths: await documentPaths({ collection: 'practices', id }),
    title: found.practice.title,
    description: found.practice.summary,
    image: ogImageOf(found.practice.image),
  })
}

export default async function PracticePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const route = await params
  const found = await getPractice(detailId(route), locale)
  if (!found) notFound()
  const { practice, sections } = found
  const section = firstParam((await searchParams).section)
  const selected = sections.find((s) => s.sectionKey === section)
  ensureCanonicalSlug(
    route.slug,
    practice,
    paths.practice(practice),
    locale,
    selected ? `?section=${selected.sectionKey}` : '',
  )
  const [t, people] = await Promise.all([getTranslations('pages'), listPeople(locale)])
  const team = people.filter((p) =>
    (p.practices ?? []).some((ref) => {
      const id = typeof ref === 'object' ? ref.id : ref
      return id === practice.id || sections.some((s) => s.id === id)
    }),
  )
  return (
    <article>
      <PageHeader eyebrow={t('practices')} title={practice.title} lead={practice.summary} />
      <RichText data={practice.body} />
      {sections.length > 0 ? (
        <section aria-labelledby="sections">
          <h2 id="sections">{t('sections')}</h2>
          <ul className="list">
            {sections.map((s) => (
              <li
                key={s.id}
                id={s.sectionKey ?? undefined}
                aria-current={s === selected ? 'true' : undefined}
              >
                <h3>{s.title}</h3>
                {s.summary ? <p>{s.summary}</p> : null}
                {s === selected ? <RichText data={s.body} /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {team.length > 0 ? (
        <section aria-labelledby="team">
          <h2 id="team">{t('practiceTeam')}</h2>
          <PersonCards people={team} />
        </section>
      ) : null}
    </article>
  )
}
