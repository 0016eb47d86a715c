import { getTranslations } from 'next-intl/server'

import { SearchForm } from '@/components/ui/SearchForm'
import type { Locale } from '@/config/constants'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import styles from './not-found.module.css'

/**
 * SPEC §8: "This page could not be found", its text and a button back to the front page; then a
 * way on from here: the site search and the main sections (the header's menu, as the editors set
 * it), in the page's language.
 */
export async function NotFoundView({
  locale,
  sections,
}: {
  locale: Locale
  sections: { href: string; label: string }[]
}) {
  const [t, search] = await Promise.all([getTranslations('notFound'), getTranslations('search')])
  return (
    <section className="page-header" aria-labelledby="not-found-title">
      <p className="eyebrow">404</p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <Link href="/" className="button">
        {t('home')}
      </Link>
      <div className={styles.ways}>
        <div>
          <h2 className={styles.title}>{t('search')}</h2>
          <SearchForm
            locale={locale}
            path={paths.search}
            id="not-found-q"
            q=""
            texts={{
              label: search('placeholder'),
              placeholder: search('placeholder'),
              submit: search('submit'),
            }}
          />
        </div>
        {sections.length > 0 ? (
          <nav aria-labelledby="not-found-sections">
            <h2 id="not-found-sections" className={styles.title}>
              {t('sections')}
            </h2>
            <ul className={styles.sections}>
              {sections.map((section) => (
                <li key={section.href}>
                  <Link href={section.href}>{section.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </section>
  )
}
