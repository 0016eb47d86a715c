import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { UNSUBSCRIBED_PARAM } from '@/alerts/form-state'
import { ALERT_PATHS } from '@/alerts/links'
import { AlertButtonForm } from '@/components/forms/AlertButtonForm.client'
import styles from '@/components/forms/alerts.module.css'
import { SubscribeForm } from '@/components/forms/SubscribeForm'
import { PageHeader } from '@/components/ui/PageHeader'
import { alertPageMetadata, subscriberOfLink } from '@/data/alerts'
import { unsubscribeAction } from '@/data/alerts-actions'
import { firstParam } from '@/data/params'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** One person's link: read per request, never kept (Next would render the page once for all). */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return alertPageMetadata(await pageLocale(params), ALERT_PATHS.manage, 'manageTitle')
}

/**
 * The link in every mail: change the choice, or unsubscribe (which deletes the address, as a
 * request to delete one's data does). Opening it changes nothing; the buttons do.
 */
export default async function ManagePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const search = await searchParams
  const token = firstParam(search.token) ?? ''
  const [t, subscriber] = await Promise.all([
    getTranslations('alerts'),
    subscriberOfLink('manage', token),
  ])
  return (
    <>
      <PageHeader title={t('manageTitle')} lead={subscriber ? t('manageLead') : undefined} />
      <div className={styles.page}>
        {subscriber ? (
          <>
            <SubscribeForm
              locale={locale}
              mode="manage"
              token={token}
              values={{
                email: subscriber.email,
                practices: (subscriber.practices ?? []).map((p) =>
                  String(typeof p === 'number' ? p : p.id),
                ),
                kinds: subscriber.kinds,
                language: subscriber.language,
              }}
            />
            <h2>{t('unsubscribe')}</h2>
            <AlertButtonForm
              action={unsubscribeAction}
              token={token}
              locale={locale}
              label={t('unsubscribe')}
            />
          </>
        ) : search[UNSUBSCRIBED_PARAM] !== undefined ? (
          <p role="status">{t('unsubscribed')}</p>
        ) : (
          <p>
            {t('invalidLink')} <Link href={ALERT_PATHS.subscribe}>{t('title')}</Link>
          </p>
        )}
      </div>
    </>
  )
}
