import { getTranslations } from 'next-intl/server'
import type { Practice } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import styles from './home.module.css'

/** Practice cards of SPEC §3: a value, its label, the practice and a button to its page. */
export async function PracticeHighlights({ practices }: { practices: Practice[] }) {
  const t = await getTranslations('home')
  return (
    <ul className={styles.practiceGrid}>
      {practices.map((practice) => (
        <li key={practice.id} className={styles.practiceCard}>
          {practice.card?.value ? (
            <p className={styles.practiceValue}>
              <span className={styles.practiceFigure}>{practice.card.value}</span>
              {practice.card.label ? (
                <span className={styles.practiceLabel}>{practice.card.label}</span>
              ) : null}
            </p>
          ) : null}
          <h3 className={styles.practiceTitle}>
            <Link href={paths.practice(practice)} className={styles.stretched}>
              {practice.title}
            </Link>
          </h3>
          {practice.summary ? <p className={styles.practiceSummary}>{practice.summary}</p> : null}
          <span className={styles.practiceButton} aria-hidden="true">
            {t('more')} →
          </span>
        </li>
      ))}
    </ul>
  )
}
