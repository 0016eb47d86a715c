import { notFound, permanentRedirect } from 'next/navigation'

import { DEFAULT_LOCALE } from '@/config/constants'
import { isLocale } from '@/i18n/routing'
import { paths } from '@/lib/paths'
import { feedResponse } from '@/seo/feed-route'

export const dynamic = 'force-dynamic'

/** /en/news/rss.xml; /ru/news/rss.xml goes to the bare path, as every Russian page does. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  if (locale === DEFAULT_LOCALE) {
    permanentRedirect(`${paths.newsFeed}${new URL(request.url).search}`)
  }
  return feedResponse(locale, request)
}
