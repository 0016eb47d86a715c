import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/** SPEC §8: "This page could not be found", its text and a button back to the front page. */
export async function NotFoundView() {
  const t = await getTranslations('notFound')
  return (
    <section className="page-header" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <Link href="/" className="button">
        {t('home')}
      </Link>
    </section>
  )
}
