import 'server-only'

import type { Locale } from '@/config/constants'
import { isLocale } from '@/i18n/routing'

import { parseId } from './params'

/** Route params of a download (locale and numeric id), or null for a 404. */
export async function downloadParams(
  params: Promise<{ locale: string; id: string }>,
): Promise<{ locale: Locale; id: number } | null> {
  const { locale, id } = await params
  const parsed = parseId(id)
  return isLocale(locale) && parsed !== null ? { locale, id: parsed } : null
}

/** A file download answer: attachment with a safe ASCII name, cacheable by a CDN. */
export function fileResponse(body: string, contentType: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'content-type': `${contentType}; charset=utf-8`,
      'content-disposition': `attachment; filename="${filename.replace(/[^a-z0-9.-]/gi, '-')}"`,
      'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    },
  })
}

/** The plain-text 404 of a download that does not exist. */
export function downloadNotFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
}
