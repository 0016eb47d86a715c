import { getFormatter, getTranslations } from 'next-intl/server'
import { DATE_FORMAT } from '@/components/ui/date-format'
import { MediaImage } from '@/components/ui/MediaImage'
import type { PostSummary } from '@/data/press'
import { Link } from '@/i18n/navigation'
import { paths } from '@/lib/paths'
import { listedDate } from '@/lib/post-dates'
import { EventTense } from './EventTense'
import styles from './news.module.css'

/** A transparent 1×1 GIF: the source a browser picks where no image is to be fetched. */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * Press-center posts as a list: date (an event's own) and type, the title as a link, the summary, and for events
 * when and where they take place. With `featured`, the first post leads, larger and with its image.
 */
export async function PostList({
  posts,
  headingLevel = 3,
  featured = false,
}: {
  posts: PostSummary[]
  /** The level of the titles: 2 where the list is the page's main content, 3 inside a section. */
  headingLevel?: 2 | 3
  featured?: boolean
}) {
  const [format, t] = await Promise.all([getFormatter(), getTranslations('news')])
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.list}>
      {posts.map((post, i) => {
        const lead = featured && i === 0
        const pictured = lead && typeof post.image === 'object' && Boolean(post.image?.url)
        const event = post.type === 'event' ? post.event : null
        const className = [styles.item, lead && styles.lead, pictured && styles.pictured]
        return (
          <li key={post.id} className={className.filter(Boolean).join(' ')}>
            {pictured ? (
              // Phones show the headlines first: the cover (decorative, alt="") is left out below
              // 640 px, and the blank source keeps the browser from fetching it there at all.
              <picture className={styles.leadPicture}>
                <source media="(max-width: 639px)" srcSet={BLANK_IMAGE} />
                <MediaImage
                  media={post.image}
                  size="card"
                  alt=""
                  sizes="(min-width: 900px) 560px, calc(100vw - 32px)"
                  className={styles.leadImage}
                  priority
                />
              </picture>
            ) : null}
            <div className={styles.text}>
              <p className={styles.meta}>
                <span className={styles.type}>{t(`kind.${post.type}`)}</span>
                <time dateTime={listedDate(post)}>
                  {format.dateTime(new Date(listedDate(post)), DATE_FORMAT)}
                </time>
                <EventTense post={post} />
              </p>
              <Heading className={styles.title}>
                <Link href={paths.post(post)}>{post.title}</Link>
              </Heading>
              {post.summary ? <p className={styles.summary}>{post.summary}</p> : null}
              {event?.startsAt || event?.place ? (
                <dl className={styles.facts}>
                  {event.startsAt ? (
                    <div>
                      <dt>{t('when')}</dt>
                      <dd>
                        <time dateTime={event.startsAt}>
                          {format.dateTime(new Date(event.startsAt), {
                            ...DATE_FORMAT,
                            hour: 'numeric',
                            minute: '2-digit',
                          })}
                        </time>
                      </dd>
                    </div>
                  ) : null}
                  {event.place ? (
                    <div>
                      <dt>{t('place')}</dt>
                      <dd>{event.place}</dd>
                    </div>
                  ) : null}
                </dl>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
