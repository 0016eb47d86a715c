import type { Metadata } from 'next'

import { PressCenter, pressCenterMetadata } from '@/components/news/PressCenter'
import { parseNewsQuery } from '@/data/news-query'
import { pageLocale } from '@/i18n/page-locale'

type Props = { params: Promise<{ locale: string }> }

/** The press center's first page of all posts; a query string is served by `query/[query]`. */
const LATEST = parseNewsQuery({})

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pressCenterMetadata(params, LATEST)
}

export default async function NewsPage({ params }: Props) {
  return <PressCenter locale={await pageLocale(params)} query={LATEST} />
}
