import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/ui/MediaImage'
import { Link } from '@/i18n/navigation'
import type { AchievementView } from '@/lib/achievements-view'
import styles from './achievements.module.css'

/** The id of an achievement's entry, which search results and the rankings summary link to. */
export const achievementAnchor = (id: number) => `achievement-${id}`

/**
 * One ranking or award: its figure up front (a rank as a badge, a case's amount as a sum, so the
 * two never read alike), with the value's caption, then source, title, text,
 * the practices it concerns and a link to the source. `showYear` when the list is not grouped by
 * year; `showPractices` off where the page is the practice itself.
 */
export async function AchievementItem({
  item,
  showYear = false,
  showPractices = true,
}: {
  item: AchievementView
  showYear?: boolean
  showPractices?: boolean
}) {
  const t = await getTranslations('achievements')
  const practices = showPractices ? item.practices : []
  return (
    <article className={styles.item} id={achievementAnchor(item.id)}>
      <div className={styles.figure}>
        {item.value ? <p className={styles.rank}>{item.value}</p> : null}
        {item.sum ? (
          <p className={styles.amount}>
            <span className={styles.amountLabel}>{t('amount')}</span> {item.sum}
          </p>
        ) : null}
        {item.label ? <p className={styles.label}>{item.label}</p> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.source}>
          {item.logo ? (
            <MediaImage media={item.logo} size="thumbnail" alt="" className={styles.logo} />
          ) : null}
          <span>{item.source}</span>
          {showYear ? <span className={styles.year}>{item.year}</span> : null}
        </p>
        <h3 className={styles.title}>{item.title}</h3>
        {item.text ? <p className={styles.text}>{item.text}</p> : null}
        {practices.length > 0 || item.detailsUrl ? (
          <div className={styles.links}>
            {practices.length > 0 ? (
              <p className={styles.practices}>
                <span className="visually-hidden">{t('practices')}: </span>
                {practices.map((p) => (
                  <Link key={p.id} href={p.href}>
                    {p.title}
                  </Link>
                ))}
              </p>
            ) : null}
            {item.detailsUrl ? (
              <a
                className={styles.details}
                href={item.detailsUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('details')}
                <span className="visually-hidden">
                  {': '}
                  {item.title} {t('newTab')}
                </span>
                <span aria-hidden="true"> ↗</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
