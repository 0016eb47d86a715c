import type { Metadata } from 'next'

import { SiteSearch, siteSearchMetadata } from '@/components/search/SiteSearch'
import { parseSiteSearchQuery } from '@/data/site-search-query'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

/** The search page before a search; a query string is served by `query/[query]`. */
const NO_QUERY = parseSiteSearchQuery({})

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return siteSearchMetadata(params)
}

export default async function SearchPage({ params }: Props) {
  return <SiteSearch locale={await pageLocale(params)} query={NO_QUERY} />
}
