import type { Metadata } from 'next'

import { PressCenter, pressCenterMetadata } from '@/components/news/PressCenter'
import { type NewsQuery, parseNewsQuery } from '@/data/news-query'
import { routeSearch } from '@/data/query-pages'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string; query: string }> }

/** A filtered, paged or searched press center (src/data/query-pages.ts): kept once rendered. */
export function generateStaticParams() {
  return []
}

const queryOf = async (params: Props['params']): Promise<NewsQuery> =>
  parseNewsQuery(await routeSearch('news', params))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pressCenterMetadata(params, await queryOf(params))
}

export default async function NewsQueryPage({ params }: Props) {
  const [locale, query] = await Promise.all([pageLocale(params), queryOf(params)])
  return <PressCenter locale={locale} query={query} />
}
