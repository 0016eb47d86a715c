import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { LiveNews } from '@/components/news/LiveNews'
import { PostList } from '@/components/news/PostList'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import toolbar from '@/components/ui/list-toolbar.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { SearchForm } from '@/components/ui/SearchForm'
import { TypeTabs } from '@/components/ui/TypeTabs'
import { POST_TYPES } from '@/config/constants'
import { withPressFeed } from '@/data/feeds'
import { newsHref, parseNewsQuery } from '@/data/news-query'
import { findPressPosts } from '@/data/press'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [page, query, locale] = await Promise.all([
    plainPageMetadata(params, 'news', '/news'),
    searchParams.then(parseNewsQuery),
    pageLocale(params),
  ])
  const metadata = await withPressFeed(page, locale)
  // Result pages of a search are for visitors, not for search engines (the list itself is).
  return query.q ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** The press center: news, publications and events, filtered by type and searched by words. */
export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = parseNewsQuery(await searchParams)
  const [pages, t, result, texts] = await Promise.all([
    getTranslations('pages'),
    getTranslations('news'),
    findPressPosts(locale, query),
    getSiteTexts(locale),
  ])
  const filters = [null, ...POST_TYPES] as const
  const found = result.docs.length > 0
  return (
    <>
      <Breadcrumbs trail={[{ label: pages('news'), path: paths.news }]} />
      <PageHeader title={pages('news')} lead={texts.news?.intro} />
      <div className={toolbar.toolbar}>
        <TypeTabs
          label={t('filter')}
          tabs={filters.map((type) => ({
            key: type ?? 'all',
            href: newsHref({ type, page: 1, q: query.q }),
            label: t(`types.${type ?? 'all'}`),
            current: query.type === type,
          }))}
        />
        <SearchForm
          locale={locale}
          path={paths.news}
          id="news-q"
          q={query.q}
          keep={{ type: query.type }}
          texts={{
            label: t('search.label'),
            placeholder: t('search.placeholder'),
            submit: t('search.submit'),
          }}
        />
      </div>
      {/* New posts arrive at the top of the unsearched list, so only its first page offers them. */}
      {query.page === 1 && !query.q ? <LiveNews locale={locale} type={query.type} /> : null}
      <div className={toolbar.resultBar}>
        {/* Announced when a filter or a search replaces the list without a page load. */}
        <p role="status" className={found ? toolbar.count : toolbar.empty}>
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
            className={toolbar.clear}
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
