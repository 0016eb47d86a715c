import { getFormatter, getTranslations } from 'next-intl/server'

import styles from './post.module.css'

/** When and where an event takes place, with its calendar file, set apart at the top of the post. */
export async function EventDetails({
  startsAt,
  endsAt,
  place,
  icsHref,
}: {
  startsAt: string
  endsAt?: string | null
  place?: string | null
  /** The .ics download, with the language prefix; none for a past event. */
  icsHref: string | null
}) {
  const [t, format] = await Promise.all([getTranslations('post.event'), getFormatter()])
  const start = new Date(startsAt)
  const end = endsAt ? new Date(endsAt) : null
  // The time zone is named: visitors abroad read the Moscow time of the event correctly.
  const style = {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  } as const
  // One range ("16 March 2027, 15:00–18:00") reads better than two full dates on the same day.
  const when =
    end && end > start ? format.dateTimeRange(start, end, style) : format.dateTime(start, style)
  return (
    <section aria-labelledby="post-event" className={styles.event}>
      <h2 id="post-event" className={styles.label}>
        {t('title')}
      </h2>
      <dl className={styles.eventFacts}>
        <div>
          <dt>{t('when')}</dt>
          <dd>
            <time dateTime={startsAt}>{when}</time>
          </dd>
        </div>
        {place ? (
          <div>
            <dt>{t('place')}</dt>
            <dd>{place}</dd>
          </div>
        ) : null}
      </dl>
      {icsHref ? (
        <a className={`button ${styles.ics}`} href={icsHref} download>
          {t('ics')}
        </a>
      ) : null}
    </section>
  )
}
