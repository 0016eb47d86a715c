import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ALERT_PATHS } from '@/alerts/links'
import { issueFormToken } from '@/callback/form-token'
import styles from '@/components/forms/alerts.module.css'
import { SubscribeForm } from '@/components/forms/SubscribeForm'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { PageHeader } from '@/components/ui/PageHeader'
import { resolvePayloadSecret } from '@/config/env'
import { alertPageMetadata, subscribePageTexts } from '@/data/alerts'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: string }> }

/** Rendered again hourly, so that its form's token is well within its maximum age (as /contacts). */
export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return alertPageMetadata(await pageLocale(params), ALERT_PATHS.subscribe, 'title')
}

/** The press center's e-mail alerts: the subscription form (double opt-in). */
export default async function SubscribePage({ params }: Props) {
  const locale = await pageLocale(params)
  const [pages, t] = await Promise.all([getTranslations('pages'), subscribePageTexts(locale)])
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: pages('news'), path: paths.news },
          { label: t.title, path: ALERT_PATHS.subscribe },
        ]}
      />
      <PageHeader title={t.title} lead={t.lead} />
      <div className={styles.page}>
        <SubscribeForm
          locale={locale}
          mode="subscribe"
          // The page's token, shared by its visitors (the page is static: see `revalidate`).
          token={issueFormToken(resolvePayloadSecret(), Date.now(), 'page')}
        />
      </div>
    </>
  )
}
