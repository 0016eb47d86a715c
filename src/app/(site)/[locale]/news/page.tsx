import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { LiveNews } from '@/components/news/LiveNews'
import { newsRegion } from '@/components/news/news-region'
import { PostList } from '@/components/news/PostList'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import toolbar from '@/components/ui/list-toolbar.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { QueryRegion } from '@/components/ui/QueryRegion.client'
import { rendersFrame } from '@/components/ui/query-region'
import { SearchForm } from '@/components/ui/SearchForm'
import { TypeTabs } from '@/components/ui/TypeTabs'
import { POST_TYPES } from '@/config/constants'
import { withPressFeed } from '@/data/feeds'
import { newsHref, parseNewsQuery } from '@/data/news-query'
import { findPressPosts } from '@/data/press'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'
import { QUERY_REGION_PAGES } from '@/lib/query-regions'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [page, query, locale, frame] = await Promise.all([
    plainPageMetadata(params, 'news', '/news'),
    searchParams.then(parseNewsQuery),
    pageLocale(params),
    rendersFrame(),
  ])
  const metadata = await withPressFeed(page, locale)
  // Result pages of a search are for visitors, not for search engines (the list itself is).
  return query.q || frame ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/**
 * The press center: news, publications and events, filtered by type and searched by words. A
 * search's results are one region of HTML (src/components/news/news-region.ts), which the custom
 * server can put into a frame of this page without rendering it (src/lib/query-regions.ts).
 */
export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const [search, frame, pages, texts] = await Promise.all([
    searchParams,
    rendersFrame(),
    getTranslations('pages'),
    getSiteTexts(locale),
  ])
  const query = parseNewsQuery(search)
  const header = (
    <>
      <Breadcrumbs trail={[{ label: pages('news'), path: paths.news }]} />
      <PageHeader title={pages('news')} lead={texts.news?.intro} />
    </>
  )
  if (query.q || frame) {
    const html = frame ? '' : await newsRegion(locale, search)
    return (
      <>
        {header}
        <QueryRegion id={QUERY_REGION_PAGES.news.id} html={html} />
      </>
    )
  }
  const [t, result] = await Promise.all([getTranslations('news'), findPressPosts(locale, query)])
  const filters = [null, ...POST_TYPES] as const
  const found = result.docs.length > 0
  return (
    <>
      {header}
      <div className={toolbar.toolbar}>
        <TypeTabs
          label={t('filter')}
          tabs={filters.map((type) => ({
            key: type ?? 'all',
            href: newsHref({ type, page: 1 }),
            label: t(`types.${type ?? 'all'}`),
            current: query.type === type,
          }))}
        />
        <SearchForm
          locale={locale}
          path={paths.news}
          id="news-q"
          q=""
          keep={{ type: query.type }}
          texts={{
            label: t('search.label'),
            placeholder: t('search.placeholder'),
            submit: t('search.submit'),
          }}
        />
      </div>
      {/* New posts arrive at the top of the unsearched list, so only its first page offers them. */}
      {query.page === 1 ? <LiveNews locale={locale} type={query.type} /> : null}
      <div className={toolbar.resultBar}>
        {/* Announced when a filter or a search replaces the list without a page load. */}
        <p role="status" className={found ? toolbar.count : toolbar.empty}>
          {found ? t('count', { count: result.totalDocs }) : t('empty')}
        </p>
      </div>
      {found ? (
        <PostList posts={result.docs} headingLevel={2} featured={result.page === 1} />
      ) : null}
      <Pagination
        page={result.page}
        totalPages={result.totalPages}
        hrefOf={(page) => newsHref({ type: query.type, page })}
      />
    </>
  )
}
