import { getTranslations } from 'next-intl/server'

import type { PostNeighbours as Neighbours } from '@/data/press'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'

import styles from './post.module.css'

/** Links to the posts published just before and just after this one, with their titles. */
export async function PostNeighbours({ previous, next }: Neighbours) {
  if (!previous && !next) return null
  const t = await getTranslations('post.neighbours')
  return (
    <nav aria-label={t('label')} className={styles.neighbours}>
      {previous ? (
        <Link href={paths.post(previous)} rel="prev" className={styles.previous}>
          <span className={styles.direction}>
            <span aria-hidden="true">← </span>
            {t('previous')}
          </span>
          <span className={styles.neighbourTitle}>{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link href={paths.post(next)} rel="next" className={styles.next}>
          <span className={styles.direction}>
            {t('next')}
            <span aria-hidden="true"> →</span>
          </span>
          <span className={styles.neighbourTitle}>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  )
}
