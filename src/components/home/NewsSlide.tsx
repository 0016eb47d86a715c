import { EventTense } from '@/components/news/EventTense'
import type { Locale } from '@/config/constants'
import type { Post } from '@/config/payload-types'
import { Link } from '@/i18n/navigation'
import { dateParts } from '@/lib/date-parts'
import { paths } from '@/lib/paths'
import { listedDate } from '@/lib/post-dates'

import styles from './home.module.css'

/** A news slide of SPEC §3: its text with the day, month and year (an event's own) set apart. */
export function NewsSlide({
  post,
  locale,
  typeLabel,
}: {
  post: Post
  locale: Locale
  typeLabel: string
}) {
  const date = listedDate(post)
  const { day, month, year } = dateParts(date, locale)
  return (
    <article className={styles.newsSlide}>
      <time dateTime={date} className={styles.newsDate}>
        <span className={styles.newsDay}>{day}</span>
        <span className={styles.newsMonth}>{month}</span>
        <span className={styles.newsYear}>{year}</span>
      </time>
      <p className={styles.newsType}>
        {typeLabel} <EventTense post={post} />
      </p>
      <h3 className={styles.newsTitle}>
        <Link href={paths.post(post)} className={styles.stretched}>
          {post.title}
        </Link>
      </h3>
    </article>
  )
}
