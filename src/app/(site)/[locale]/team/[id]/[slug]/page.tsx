import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { TopicCards } from '@/components/practices/PracticeCards'
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import { JsonLd } from '@/components/ui/JsonLd'
import { MediaImage } from '@/components/ui/MediaImage'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { detailId, ensureCanonicalSlug } from '@/data/canonical'
import { getPerson, getSite } from '@/data/content'
import { absoluteUrl, documentPaths, ogImageOf, siteMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'
import { localizedHref } from '@/lib/metadata'
import { paths } from '@/lib/paths'
import type { Practice } from '@/payload-types'

type Props = { params: Promise<{ locale: string; id: string; slug?: string }> }

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
  })
}

export default async function PersonPage({ params }: Props) {
  const locale = await pageLocale(params)
  const route = await params
  const person = await getPerson(detailId(route), locale)
  if (!person) notFound()
  ensureCanonicalSlug(route.slug, person, paths.person(person), locale)
  const [t, c, site] = await Promise.all([
    getTranslations('person'),
    getTranslations('contacts'),
    getSite(locale),
  ])
  const practices = (person.practices ?? []).filter((p): p is Practice => typeof p === 'object')
  const { email, phone } = person.contacts ?? {}
  const photo = typeof person.photo === 'object' ? person.photo?.url : undefined
  return (
    <article className="detail detail--aside">
      <JsonLd
        data={{
          '@type': 'Person',
          name: person.name,
          jobTitle: person.roleLabel ?? undefined,
          email: email ?? undefined,
          telephone: phone ?? undefined,
          image: photo ? absoluteUrl(photo) : undefined,
          worksFor: { '@type': 'LegalService', name: site.name },
          url: absoluteUrl(paths.person(person), locale),
        }}
      />
      <aside>
        <MediaImage media={person.photo} size="portrait" alt={person.name} priority />
        <h2 className="visually-hidden">{t('contacts')}</h2>
        <p>
          {phone ? (
            <>
              {c('phone')}: <PhoneLink phone={phone} />
              <br />
            </>
          ) : null}
          {email ? (
            <>
              {c('email')}: <EmailLink email={email} />
            </>
          ) : null}
        </p>
        <p>
          <a href={localizedHref(locale, `/team/${person.id}/vcard`)} download>
            {t('vcard')}
          </a>
        </p>
      </aside>
      <div>
        <PageHeader eyebrow={person.roleLabel ?? undefined} title={person.name} />
        <RichText data={person.bio} />
        {practices.length > 0 ? (
          <section aria-labelledby="practices">
            <h2 id="practices">{t('practices')}</h2>
            <TopicCards items={practices} kind="practice" />
          </section>
        ) : null}
        {person.education?.length ? (
          <section aria-labelledby="education">
            <h2 id="education">{t('education')}</h2>
            <ul>
              {person.education.map((e) => (
                <li key={e.id}>{e.text}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  )
}
