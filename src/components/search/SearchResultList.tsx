import { getFormatter, getTranslations } from 'next-intl/server'
import list from '@/components/news/news.module.css'
import { DATE_FORMAT } from '@/components/news/PostList'
import { Link } from '@/i18n/navigation'
import type { SearchHit } from '@/search/types'
import { Highlighted } from './Highlighted'

import styles from './search.module.css'

const DATED = new Set(['news', 'publication', 'event'])

/**
 * Search results in the press center's list style: kind and date, the title as a link, an excerpt;
 * matching words marked.
 */
export async function SearchResultList({ hits }: { hits: SearchHit[] }) {
  const [format, t] = await Promise.all([getFormatter(), getTranslations('search.types')])
  return (
    <ol className={`${list.list} ${styles.results}`}>
      {hits.map(({ document, title, excerpt }) => (
        <li key={document.id} className={list.item}>
          <p className={list.meta}>
            <span className={list.type}>{t(document.type)}</span>
            {document.date && DATED.has(document.type) ? (
              <time dateTime={document.date}>
                {format.dateTime(new Date(document.date), DATE_FORMAT)}
              </time>
            ) : null}
          </p>
          <h2 className={list.title}>
            <Link href={document.path}>
              <Highlighted parts={title} />
            </Link>
          </h2>
          {excerpt.length > 0 ? (
            <p className={`${list.summary} ${styles.excerpt}`}>
              <Highlighted parts={excerpt} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
