import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ALERT_PATHS } from '@/alerts/links'
import { AlertButtonForm } from '@/components/forms/AlertButtonForm.client'
import styles from '@/components/forms/alerts.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { alertPageMetadata } from '@/data/alerts'
import { confirmAction } from '@/data/alerts-actions'
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
  return alertPageMetadata(await pageLocale(params), ALERT_PATHS.confirm, 'confirmTitle')
}

/**
 * The confirmation mail's link. Opening it changes nothing (mail scanners open links too): the
 * button confirms.
 */
export default async function ConfirmPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const token = firstParam((await searchParams).token) ?? ''
  const t = await getTranslations('alerts')
  return (
    <>
      <PageHeader title={t('confirmTitle')} lead={token ? t('confirmLead') : undefined} />
      <div className={styles.page}>
        {token ? (
          <AlertButtonForm
            action={confirmAction}
            token={token}
            locale={locale}
            label={t('confirm')}
          />
        ) : (
          <p>
            {t('invalidLink')} <Link href={ALERT_PATHS.subscribe}>{t('title')}</Link>
          </p>
        )}
      </div>
    </>
  )
}
