import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { SearchResultList } from '@/components/search/SearchResultList'
import styles from '@/components/search/search.module.css'
import { parseSiteSearchQuery, siteSearchHref } from '@/components/search/search-page-query'
import toolbar from '@/components/ui/list-toolbar.module.css'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { SearchForm } from '@/components/ui/SearchForm'
import { TypeTabs } from '@/components/ui/TypeTabs'
import { SEARCH } from '@/config/constants'
import { plainPageMetadata } from '@/data/site-metadata'
import { searchSite } from '@/data/site-search'
import { Link } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'
import { SEARCH_TYPES } from '@/search/types'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await plainPageMetadata(params, 'search', paths.search)), robots: { index: false } }
}

/** Site search: every kind of public content, filterable by kind, best match first. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = parseSiteSearchQuery(await searchParams)
  const [pages, t, found] = await Promise.all([
    getTranslations('pages'),
    getTranslations('search'),
    searchSite(locale, query),
  ])
  const total = Object.values(found.facets).reduce((sum, n) => sum + (n ?? 0), 0)
  const kinds = SEARCH_TYPES.filter((type) => found.facets[type] || query.type === type)
  return (
    <>
      <PageHeader title={pages('search')} />
      <div className={toolbar.toolbar}>
        {query.q && total > 0 ? (
          <TypeTabs
            label={t('filter')}
            tabs={[null, ...kinds].map((type) => ({
              key: type ?? 'all',
              href: siteSearchHref({ q: query.q, type, page: 1 }),
              label: `${t(`types.${type ?? 'all'}`)} (${type ? (found.facets[type] ?? 0) : total})`,
              current: query.type === type,
            }))}
          />
        ) : (
          <span />
        )}
        <SearchForm
          locale={locale}
          path={paths.search}
          id="site-q"
          q={query.q}
          keep={{ type: query.type }}
          texts={{
            label: t('placeholder'),
            placeholder: t('placeholder'),
            submit: query.q ? t('again') : t('submit'),
          }}
        />
      </div>
      {query.q ? (
        <>
          <div className={toolbar.resultBar}>
            <p role="status" className={found.count > 0 ? toolbar.count : toolbar.empty}>
              {found.count > 0
                ? t('resultsFor', { count: found.count, query: query.q })
                : t('empty')}
            </p>
            <Link href="/" className={styles.back}>
              {t('back')}
            </Link>
          </div>
          {found.hits.length > 0 ? <SearchResultList hits={found.hits} /> : null}
          <Pagination
            page={query.page}
            totalPages={Math.ceil(found.count / SEARCH.pageSize)}
            hrefOf={(page) => siteSearchHref({ ...query, page })}
          />
        </>
      ) : null}
    </>
  )
}
