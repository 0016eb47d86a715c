import type { Metadata } from 'next'

import { SiteSearch, siteSearchMetadata } from '@/components/search/SiteSearch'
import { routeSearch } from '@/data/query-pages'
import { parseSiteSearchQuery, type SiteSearchQuery } from '@/data/site-search-query'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string; query: string }> }

/** A search (src/data/query-pages.ts): kept once rendered, until the search index changes. */
export function generateStaticParams() {
  return []
}

const queryOf = async (params: Props['params']): Promise<SiteSearchQuery> =>
  parseSiteSearchQuery(await routeSearch('search', params))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await queryOf(params)
  return siteSearchMetadata(params)
}

export default async function SiteSearchQueryPage({ params }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), queryOf(params)])
  return <SiteSearch locale={locale} query={query} />
}
