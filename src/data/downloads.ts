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

/**
 * A file download answer: attachment with a safe ASCII name, and the name in full (RFC 5987
 * `filename*`, e.g. a Cyrillic one) when given; cacheable by a CDN. Text gets its charset.
 */
export function fileResponse(
  body: string | Uint8Array<ArrayBuffer>,
  contentType: string,
  filename: string,
  fullName?: string,
): Response {
  const ascii = `filename="${filename.replace(/[^a-z0-9.-]/gi, '-')}"`
  return new Response(body, {
    headers: {
      'content-type': typeof body === 'string' ? `${contentType}; charset=utf-8` : contentType,
      'content-disposition': fullName
        ? `attachment; ${ascii}; filename*=UTF-8''${encodeRfc5987(fullName)}`
        : `attachment; ${ascii}`,
      'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
    },
  })
}

/**
 * A header parameter value in RFC 5987's percent-encoding (own code: a line; the
 * content-disposition package's current major needs Node 22).
 */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/** The plain-text 404 of a download that does not exist. */
export function downloadNotFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
}
