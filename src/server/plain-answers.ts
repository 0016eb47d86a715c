/**
 * The few answers the custom server writes itself, without Next: JSON for its health checks and
 * errors, and a minimal page in the language of the address for a malformed or disabled address
 * and for a page that met a database outage.
 */
import type { ServerResponse } from 'node:http'

import { type Locale, OUTAGE_RETRY_AFTER_SECONDS } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'

/** Answers with `body` as JSON, never cached (with `headers` added). */
export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  })
  res.end(JSON.stringify(body))
}

type PlainTexts = { title: string; text: string; home: string }

/** The texts of the minimal pages the server answers itself, in both languages. */
const PLAIN_TEXTS = {
  badRequest: (locale: Locale) => catalogue(locale).badRequest,
  notFound: (locale: Locale) => catalogue(locale).notFound,
  unavailable: (locale: Locale): PlainTexts => {
    const t = catalogue(locale).error
    return { title: t.unavailableTitle, text: t.unavailableText, home: t.home }
  },
} satisfies Record<string, (locale: Locale) => PlainTexts>

/** Which of the minimal pages. */
export type PlainPageKind = keyof typeof PLAIN_TEXTS

/**
 * A minimal page the server answers without Next: 400 or 414 for a malformed address, 404 for a
 * disabled one, 503 (with Retry-After) for a page that met a database outage.
 */
export function plainPage(
  res: ServerResponse,
  status: 400 | 404 | 414 | 503,
  locale: Locale,
  texts: PlainPageKind,
): void {
  const t = PLAIN_TEXTS[texts](locale)
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  }
  if (status === 503) headers['retry-after'] = String(OUTAGE_RETRY_AFTER_SECONDS)
  res.writeHead(status, headers)
  res.end(
    `<!doctype html><html lang="${locale}"><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${t.title}</title><h1>${t.title}</h1><p>${t.text}</p>` +
      `<p><a href="${locale === 'en' ? '/en' : '/'}">${t.home}</a></p></html>`,
  )
}

/** The language of a path: English under /en, Russian otherwise. */
export const localeOfPath = (path: string): Locale =>
  path === '/en' || path.startsWith('/en/') ? 'en' : 'ru'
