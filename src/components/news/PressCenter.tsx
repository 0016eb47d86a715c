import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AlertsLink } from '@/components/news/AlertsLink'
import { LiveNews } from '@/components/news/LiveNews'
import { PostList } from '@/components/news/PostList'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import toolbar from '@/components/ui/list-toolbar.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { SearchForm } from '@/components/ui/SearchForm'
import { TypeTabs } from '@/components/ui/TypeTabs'
import type { Locale } from '@/config/constants'
import { withPressFeed } from '@/data/feeds'
import { type NewsQuery, newsHref } from '@/data/news-query'
import { findPressPosts } from '@/data/press'
import { plainPageMetadata } from '@/data/site-metadata'
import { getSiteTexts } from '@/data/site-texts'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'
import { POST_TYPES } from '@/lib/post-types'

/** The press center's metadata for a query (its routes: /news and /news?…). */
export async function pressCenterMetadata(
  params: Promise<{ locale: string }>,
  query: NewsQuery,
): Promise<Metadata> {
  const [page, locale] = await Promise.all([
    plainPageMetadata(params, 'news', '/news'),
    pageLocale(params),
  ])
  const metadata = await withPressFeed(page, locale)
  // Result pages of a search are for visitors, not for search engines (the list itself is).
  return query.q ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** The press center: news, publications and events, filtered by type and searched by words. */
export async function PressCenter({ locale, query }: { locale: Locale; query: NewsQuery }) {
  const [pages, texts, t] = await Promise.all([
    getTranslations('pages'),
    getSiteTexts(locale),
    getTranslations('news'),
  ])
  const result = await findPressPosts(locale, query)
  const { q, type } = query
  const filters = [null, ...POST_TYPES] as const
  const found = result.docs.length > 0
  const count = q
    ? t('countFor', { count: result.totalDocs, query: q })
    : t('count', { count: result.totalDocs })
  return (
    <>
      <Breadcrumbs trail={[{ label: pages('news'), path: paths.news }]} />
      <PageHeader title={pages('news')} lead={texts.news?.intro} />
      <AlertsLink locale={locale} />
      <div className={toolbar.toolbar}>
        <TypeTabs
          label={t('filter')}
          tabs={filters.map((key) => ({
            key: key ?? 'all',
            href: newsHref({ type: key, page: 1, q }),
            label: t(`types.${key ?? 'all'}`),
            current: type === key,
          }))}
        />
        <SearchForm
          locale={locale}
          path={paths.news}
          id="news-q"
          q={q}
          keep={{ type }}
          texts={{
            label: t('search.label'),
            placeholder: t('search.placeholder'),
            submit: t('search.submit'),
          }}
        />
      </div>
      {/* New posts arrive at the top of the unsearched list, so only its first page offers them. */}
      {query.page === 1 && !q ? <LiveNews locale={locale} type={type} /> : null}
      <div className={toolbar.resultBar}>
        {/* Announced when a filter or a search replaces the list without a page load. */}
        <p role="status" className={found ? toolbar.count : toolbar.empty}>
          {found ? count : t('empty')}
        </p>
        {q ? (
          <Link href={newsHref({ type, page: 1 })} className={toolbar.clear}>
            {t('search.clear')}
          </Link>
        ) : null}
      </div>
      {found ? (
        <PostList posts={result.docs} headingLevel={2} featured={result.page === 1 && !q} />
      ) : null}
      <Pagination
        page={result.page}
        totalPages={result.totalPages}
        hrefOf={(page) => newsHref({ type, page, q })}
      />
    </>
  )
}
