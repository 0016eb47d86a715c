import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/** SPEC §8: "This page could not be found", with a button back to the front page. */
export default async function NotFound() {
  const t = await getTranslations('notFound')
  return (
    <section className="page-header">
      <p className="eyebrow">404</p>
      <h1>{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <Link href="/" className="button">
        {t('home')}
      </Link>
    </section>
  )
}
