import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { getFirm, getSite } from '@/data/content'
import { absoluteUrl, plainPageMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'contacts', '/contacts')
}

export default async function ContactsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, c, site, firm] = await Promise.all([
    getTranslations('pages'),
    getTranslations('contacts'),
    getSite(locale),
    getFirm(locale),
  ])
  const offices = firm.offices.filter((o) => o.kind !== 'network')
  return (
    <>
      <PageHeader title={t('contacts')} />
      <JsonLd
        data={{
          '@type': 'LegalService',
          name: site.name,
          telephone: site.phone,
          email: site.email,
          address: site.address ?? undefined,
          foundingDate: String(site.figures?.founded ?? 1991),
          url: absoluteUrl('/', locale),
        }}
      />
      <dl>
        <dt>{c('phone')}</dt>
        <dd>
          <PhoneLink phone={site.phone} />
        </dd>
        <dt>{c('email')}</dt>
        <dd>
          <EmailLink email={site.email} />
        </dd>
        {site.address ? (
          <>
            <dt>{c('address')}</dt>
            <dd>{site.address}</dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="offices">
        <h2 id="offices">{t('offices')}</h2>
        <ul className="cards">
          {offices.map((o) => (
            <li key={o.id} className="card">
              <h3>{o.name}</h3>
              <p>{o.address}</p>
              {o.phone ? <p>{o.phone}</p> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
