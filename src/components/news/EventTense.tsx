import { getTranslations } from 'next-intl/server'

import { type DatedPost, eventTense } from '@/lib/post-dates'

import styles from './news.module.css'

/** "Upcoming event" or "Past event" beside an event's date; nothing for other posts. */
export async function EventTense({ post }: { post: DatedPost }) {
  const tense = eventTense(post, new Date())
  if (!tense) return null
  const t = await getTranslations('news.tense')
  return <span className={tense === 'past' ? styles.past : styles.upcoming}>{t(tense)}</span>
}
