import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { PersonProfile, type TopicLink } from '@/components/team/PersonProfile'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { JsonLd } from '@/components/ui/JsonLd'
import type { IndustrySector, Person, Practice } from '@/config/payload-types'
import { detailId, ensureCanonicalSlug } from '@/data/canonical'
import { getPerson, getSite, listPractices } from '@/data/content'
import { getDocumentSeo } from '@/data/seo-meta'
import { absoluteUrl, documentPaths, ogImageOf, siteMetadata } from '@/data/site-metadata'
import { getPersonRelated } from '@/data/team'
import { pageLocale } from '@/i18n/page-locale'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string; id: string; slug?: string }> }

/** Each bio renders on its first visit, then is kept (see the locale layout). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const id = detailId(await params)
  const person = await getPerson(id, locale)
  if (!person) return {}
  return siteMetadata({
    locale,
    paths: await documentPaths({ collection: 'people', id }),
    title: person.name,
    description: person.roleLabel,
    image: ogImageOf(person.photo),
    seo: await getDocumentSeo('people', id, locale),
  })
}

/**
 * The person's practices as links: a sub-area opens its parent's page at its section
 * (`?section=`), which is where the site shows sub-areas.
 */
function practiceLinks(person: Person, topLevel: Practice[]): TopicLink[] {
  const byId = new Map(topLevel.map((p) => [p.id, p]))
  return (person.practices ?? [])
    .filter((p): p is Practice => typeof p === 'object')
    .map((practice) => {
      const parentId = typeof practice.parent === 'object' ? practice.parent?.id : practice.parent
      const parent = parentId ? byId.get(parentId) : undefined
      const href =
        parent && practice.sectionKey
          ? `${paths.practice(parent)}?section=${encodeURIComponent(practice.sectionKey)}`
          : paths.practice(practice)
      return { id: practice.id, title: practice.title, href }
    })
}

function sectorLinks(person: Person): TopicLink[] {
  return (person.sectors ?? [])
    .filter((s): s is IndustrySector => typeof s === 'object')
    .map((sector) => ({ id: sector.id, title: sector.title, href: paths.sector(sector) }))
}

export default async function PersonPage({ params }: Props) {
  const locale = await pageLocale(params)
  const route = await params
  const person = await getPerson(detailId(route), locale)
  if (!person) notFound()
  ensureCanonicalSlug(route.slug, person, paths.person(person), locale)
  const [pages, site, related, topLevel] = await Promise.all([
    getTranslations('pages'),
    getSite(locale),
    getPersonRelated(person.id, locale),
    listPractices(locale),
  ])
  const practices = practiceLinks(person, topLevel)
  const { email, phone } = person.contacts ?? {}
  const photo = typeof person.photo === 'object' ? person.photo?.url : undefined
  const profileUrl = absoluteUrl(paths.person(person), locale)
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: pages('team'), path: paths.team },
          { label: person.name, path: paths.person(person) },
        ]}
      />
      <JsonLd
        data={{
          '@type': 'Person',
          name: person.name,
          jobTitle: person.roleLabel ?? undefined,
          email: email ?? undefined,
          telephone: phone ?? undefined,
          image: photo ? absoluteUrl(photo) : undefined,
          knowsLanguage: person.languages ?? undefined,
          knowsAbout: practices.length ? practices.map((p) => p.title) : undefined,
          worksFor: { '@type': 'LegalService', name: site.name },
          url: profileUrl,
        }}
      />
      <PersonProfile
        person={person}
        related={related}
        practices={practices}
        sectors={sectorLinks(person)}
        vcardHref={localizedHref(locale, `/team/${person.id}/vcard`)}
        pdfHref={localizedHref(locale, `/team/${person.id}/pdf`)}
        profileUrl={profileUrl}
      />
    </>
  )
}
