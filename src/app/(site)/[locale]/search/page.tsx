import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { searchRegion } from '@/components/search/search-region'
import { PageHeader } from '@/components/ui/PageHeader'
import { QueryRegion } from '@/components/ui/QueryRegion.client'
import { rendersFrame } from '@/components/ui/query-region'
import { plainPageMetadata } from '@/data/site-metadata'
import { pageLocale } from '@/i18n/page-locale'
import { paths } from '@/lib/paths'
import { QUERY_REGION_PAGES } from '@/lib/query-regions'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await plainPageMetadata(params, 'search', paths.search)), robots: { index: false } }
}

/**
 * Site search: every kind of public content, filterable by kind, best match first. All that the
 * query changes is one region of HTML (src/components/search/search-region.ts), which the custom
 * server can put into a frame of this page without rendering it (src/lib/query-regions.ts).
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const [pages, html] = await Promise.all([
    getTranslations('pages'),
    Promise.all([searchParams, rendersFrame()]).then(([search, frame]) =>
      frame ? '' : searchRegion(locale, search),
    ),
  ])
  return (
    <>
      <PageHeader title={pages('search')} />
      <QueryRegion id={QUERY_REGION_PAGES.search.id} html={html} />
    </>
  )
}
