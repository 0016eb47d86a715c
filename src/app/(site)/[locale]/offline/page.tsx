import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PopupSearch } from '@/components/search/PopupSearch'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'

import styles from './offline.module.css'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'offline' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * What the service worker shows, offline, for a page this browser never stored (docs/offline.md):
 * it is kept in the worker's precache, one per language. The search link opens the popup search,
 * which runs on the content snapshot in the browser, so it answers offline too.
 */
export default async function OfflinePage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'offline' })
  return (
    <section className="page-header">
      <h1>{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <p>{t('searchHint')}</p>
      <p className={styles.actions}>
        <PopupSearch locale={locale} label={t('search')} className="button">
          {t('search')}
        </PopupSearch>
        <Link href="/">{t('home')}</Link>
      </p>
    </section>
  )
}
