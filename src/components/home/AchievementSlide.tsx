import type { Achievement } from '@/config/payload-types'
import { achievementFigure, safeUrl } from '@/lib/achievements-view'

import styles from './home.module.css'

/** An achievement of SPEC §3 (title, text, sum, value, label, details link) as a slide. */
export function AchievementSlide({
  achievement,
  detailsLabel,
}: {
  achievement: Achievement
  detailsLabel: string
}) {
  const { year, source, title, text, label } = achievement
  const figure = achievementFigure(achievement).primary
  // Only http(s) addresses become links, as on the rankings page.
  const detailsUrl = safeUrl(achievement.detailsUrl)
  return (
    <article className={styles.achievement}>
      <p className={styles.achievementSource}>
        <span>{source}</span>
        <span>{year}</span>
      </p>
      {figure ? (
        <p className={styles.achievementFigure}>
          <span className={styles.achievementValue}>{figure}</span>
          {label ? <span className={styles.achievementLabel}>{label}</span> : null}
        </p>
      ) : null}
      <h3 className={styles.achievementTitle}>{title}</h3>
      {text ? <p className={styles.achievementText}>{text}</p> : null}
      {detailsUrl ? (
        <a
          className={styles.achievementLink}
          href={detailsUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {detailsLabel}
          <span className="visually-hidden">: {title}</span> <span aria-hidden="true">↗</span>
        </a>
      ) : null}
    </article>
  )
}
