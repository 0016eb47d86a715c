import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FirmJsonLd } from '@/components/firm/FirmJsonLd'
import styles from '@/components/firm/firm.module.css'
import { OfficeCard } from '@/components/firm/OfficeCard'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { getFirm, getSite } from '@/data/content'
import { plainPageMetadata } from '@/data/metadata'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

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
  const [headquarters, ...branches] = offices
  return (
    <>
      <Breadcrumbs trail={[{ label: t('contacts'), path: paths.contacts }]} />
      <PageHeader title={t('contacts')} lead={c('lead')} />
      <FirmJsonLd site={site} locale={locale} />
      <div className={styles.contactGrid}>
        <div>
          <dl className={styles.contactList}>
            <div>
              <dt>{c('phone')}</dt>
              <dd className={styles.contactPrimary}>
                <PhoneLink phone={site.phone} />
              </dd>
            </div>
            <div>
              <dt>{c('email')}</dt>
              <dd className={styles.contactPrimary}>
                <EmailLink email={site.email} />
              </dd>
            </div>
            <div>
              <dt>{c('hours')}</dt>
              <dd>{c('hoursValue')}</dd>
            </div>
          </dl>
          {headquarters ? <OfficeCard office={headquarters} headingLevel={2} /> : null}
        </div>
        {/* The callback form of issue 7 takes this place; until then the slot says how to reach us. */}
        <section id="callback" aria-labelledby="callback-title" className={styles.callbackSlot}>
          <h2 id="callback-title">{c('callbackTitle')}</h2>
          <p>{c('callbackText')}</p>
          <p className={styles.contactPrimary}>
            <PhoneLink phone={site.phone} />
          </p>
          <p>
            <EmailLink email={site.email} />
          </p>
        </section>
      </div>
      {branches.length > 0 ? (
        <Section id="offices" title={c('branches')}>
          <ul className={styles.officeGrid}>
            {branches.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  )
}
