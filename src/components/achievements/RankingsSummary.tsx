import { getTranslations } from 'next-intl/server'

import type { DirectorySummary } from '@/lib/achievements-summary'

import { achievementAnchor } from './AchievementItem'
import styles from './achievements.module.css'

/**
 * The rankings page's summary: one card per directory with the latest rank of each category, each
 * linking to its entry in the detail below. A reader sees where the firm stands without scrolling
 * through every year.
 */
export async function RankingsSummary({ directories }: { directories: DirectorySummary[] }) {
  if (directories.length === 0) return null
  const t = await getTranslations('achievements')
  return (
    <section aria-labelledby="rankings-summary" className={styles.summary}>
      <h2 id="rankings-summary" className={styles.summaryTitle}>
        {t('summary')}
      </h2>
      <p className={styles.summaryLead}>{t('summaryLead')}</p>
      <ul className={styles.directories}>
        {directories.map((directory) => (
          <li key={directory.key} className={styles.directory}>
            <table>
              <caption>{directory.source}</caption>
              <thead className="visually-hidden">
                <tr>
                  <th scope="col">{t('area')}</th>
                  <th scope="col">{t('rank')}</th>
                  <th scope="col">{t('year')}</th>
                </tr>
              </thead>
              <tbody>
                {directory.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <a href={`#${achievementAnchor(row.id)}`}>{row.area}</a>
                    </th>
                    <td>
                      <span className={styles.rank}>{row.value}</span>
                    </td>
                    <td className={styles.summaryYear}>{row.year}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
    </section>
  )
}
