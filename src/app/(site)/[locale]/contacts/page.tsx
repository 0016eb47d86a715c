import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { issueFormToken } from '@/callback/form-token'
import { FirmJsonLd } from '@/components/firm/FirmJsonLd'
import styles from '@/components/firm/firm.module.css'
import { OfficeCard } from '@/components/firm/OfficeCard'
import { CallbackForm } from '@/components/forms/CallbackForm'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { EmailLink, PhoneLink } from '@/components/ui/ContactLinks'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { resolvePayloadSecret } from '@/config/env'
import { getFirm, getSite } from '@/data/content'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { pageLocale } from '@/i18n/page-locale'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

/**
 * Rendered again at least hourly, so that the token of the form posted without JavaScript is
 * well within its maximum age (FORM_TOKEN.maxAgeMs, 4 h) for every visitor but the first
 * after a quiet spell, who is answered with a fresh form. Next reads this as a literal.
 */
export const revalidate = 3600

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return plainPageMetadata(params, 'contacts', '/contacts')
}

export default async function ContactsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, c, site, firm, texts] = await Promise.all([
    getTranslations('pages'),
    getTranslations('contacts'),
    getSite(locale),
    getFirm(locale),
    getSiteTexts(locale),
  ])
  const copy = texts.contacts
  const offices = firm.offices.filter((o) => o.kind !== 'network')
  const [headquarters, ...branches] = offices
  return (
    <>
      <Breadcrumbs trail={[{ label: t('contacts'), path: paths.contacts }]} />
      <PageHeader title={t('contacts')} lead={copy?.intro} />
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
          </dl>
          {headquarters ? <OfficeCard office={headquarters} headingLevel={2} map /> : null}
        </div>
        <section id="callback" aria-labelledby="callback-title" className={styles.callbackSlot}>
          <h2 id="callback-title">{copy?.callbackTitle}</h2>
          {copy?.callbackIntro ? <p>{copy.callbackIntro}</p> : null}
          <CallbackForm
            locale={locale}
            successText={copy?.callbackSuccess ?? ''}
            page={localizedHref(locale, paths.contacts)}
            // Sent by the form without JavaScript: the page's token, shared by its visitors. The
            // page is static, so it dates from the build or the last revalidation (at most an hour
            // ago, see `revalidate`) and the minimum fill time does not bind that path; with
            // JavaScript the form asks for a visitor's token (taken once) when it is shown, and
            // again after each request it sent.
            token={issueFormToken(resolvePayloadSecret(), Date.now(), 'page')}
          />
          <div className={styles.callbackOther}>
            {copy?.otherWays ? <p>{copy.otherWays}</p> : null}
            <p className={styles.contactPrimary}>
              <PhoneLink phone={site.phone} />
            </p>
            <p>
              <EmailLink email={site.email} />
            </p>
          </div>
        </section>
      </div>
      {branches.length > 0 ? (
        <Section id="offices" title={c('branches')}>
          <ul className={styles.officeGrid}>
            {branches.map((office) => (
              <li key={office.id}>
                <OfficeCard office={office} map />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  )
}
