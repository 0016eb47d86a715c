import { getTranslations } from 'next-intl/server'

import { ALERT_PATHS } from '@/alerts/links'
import type { Locale } from '@/config/constants'
import { Link } from '@/i18n/navigation'
import { feedHref } from '@/lib/feed-query'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'
import { POST_TYPES } from '@/lib/post-types'

/**
 * The ways to follow the press center: the e-mail alerts and, on a practice's page, the RSS feeds
 * of that practice (all its posts, and each kind's).
 */
export async function AlertsLink({ locale, practice }: { locale: Locale; practice?: number }) {
  const [t, news] = await Promise.all([getTranslations('alerts'), getTranslations('news')])
  // Feeds are route handlers, not pages: a plain link, with the language's prefix.
  const feed = (type?: (typeof POST_TYPES)[number]) =>
    localizedHref(locale, feedHref(paths.newsFeed, { practice, type }))
  return (
    <nav aria-label={t('follow')}>
      <p>
        <Link href={ALERT_PATHS.subscribe}>{t('link')}</Link>
      </p>
      {practice !== undefined ? (
        <ul>
          <li>
            <a href={feed()} type="application/rss+xml">
              {t('feedAll')}
            </a>
          </li>
          {POST_TYPES.map((type) => (
            <li key={type}>
              <a href={feed(type)} type="application/rss+xml">
                {t('feedKind', { kind: news(`types.${type}`) })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  )
}
