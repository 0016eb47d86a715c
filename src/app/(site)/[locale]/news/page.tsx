import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { POST_TYPES } from '@/cms/collections/Posts'
import { LiveNews } from '@/components/news/LiveNews'
import { NewsSearch } from '@/components/news/NewsSearch'
import styles from '@/components/news/news.module.css'
import { PostList } from '@/components/news/PostList'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { plainPageMetadata } from '@/data/metadata'
import { newsHref, parseNewsQuery } from '@/data/news-query'
import { findPressPosts } from '@/data/press'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [metadata, query] = await Promise.all([
    plainPageMetadata(params, 'news', '/news'),
    searchParams.then(parseNewsQuery),
  ])
  // Result pages of a search are for visitors, not for search engines (the list itself is).
  return query.q ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** The press center: news, publications and events, filtered by type and searched by words. */
export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = parseNewsQuery(await searchParams)
  const [pages, t, result] = await Promise.all([
    getTranslations('pages'),
    getTranslations('news'),
    findPressPosts(locale, query),
  ])
  const filters = [null, ...POST_TYPES] as const
  const found = result.docs.length > 0
  return (
    <>
      <Breadcrumbs trail={[{ label: pages('news'), path: paths.news }]} />
      <PageHeader title={pages('news')} lead={t('intro')} />
      <div className={styles.toolbar}>
        <nav aria-label={t('filter')}>
          <ul className={styles.tabs}>
            {filters.map((type) => (
              <li key={type ?? 'all'}>
                <Link
                  href={newsHref({ type, page: 1, q: query.q })}
                  scroll={false}
                  aria-current={query.type === type ? 'page' : undefined}
                >
                  {t(`types.${type ?? 'all'}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsSearch locale={locale} type={query.type} q={query.q} />
      </div>
      {/* New posts arrive at the top of the unsearched list, so only its first page offers them. */}
      {query.page === 1 && !query.q ? <LiveNews locale={locale} type={query.type} /> : null}
      <div className={styles.resultBar}>
        {/* Announced when a filter or a search replaces the list without a page load. */}
        <p role="status" className={found ? styles.count : styles.empty}>
          {found
            ? query.q
              ? t('countFor', { count: result.totalDocs, query: query.q })
              : t('count', { count: result.totalDocs })
            : t('empty')}
        </p>
        {query.q ? (
          <Link
            href={newsHref({ type: query.type, page: 1 })}
            scroll={false}
            className={styles.clear}
          >
            {t('search.clear')}
          </Link>
        ) : null}
      </div>
      {found ? (
        <PostList posts={result.docs} headingLevel={2} featured={result.page === 1 && !query.q} />
      ) : null}
      <Pagination
        page={result.page}
        totalPages={result.totalPages}
        hrefOf={(page) => newsHref({ type: query.type, page, q: query.q })}
      />
    </>
  )
}
