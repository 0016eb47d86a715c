/**
 * Every 404 page is the site's own, server-rendered: `lang`, title, header, footer and the texts
 * of SPEC §8, readable without JavaScript. Next answers a page that calls `notFound()` with an
 * empty `<html id="__next_error__">` shell whose content only the browser's JavaScript renders
 * (vercel/next.js#62228; React renders no error boundary on the server, so the not-found
 * boundary of the locale layout catches only in the browser). The pre-rendered /404 page of each
 * language (app/(site)/[locale]/404) is whole, so this step sends it, with status 404, in place of
 * every such shell, and of the server's own 404 for a malformed address. Other answers are not
 * held: a holder that declines at the head lets them stream as they are written.
 */
import type { ServerResponse } from 'node:http'

import { type Locale, NOT_FOUND_PAGE_FETCH, PAGE_RESPONSE_CACHE } from '@/config/constants'
import { contentGeneration } from '@/events/content-generation'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'
import { heldHeader, interceptResponse } from './intercept-response'
import { localeOfPath, plainPage } from './plain-answers'
import { isRead, type RequestStep } from './request-steps'

/** The site's 404 page in a language, as HTML; null when it cannot be had. */
export type SiteNotFoundPage = (locale: Locale) => Promise<string | null>

/** Paths that are no localized page (the locale proxy's exclusions): their 404s stay Next's. */
const NOT_A_PAGE =
  /^\/(?:admin|api|graphql|_content|_next|_vercel|healthz|readyz|bench-ceiling)(?:\/|$)/

/** What Next sends with a 404, kept on ours: never stored by a shared cache. */
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate'

const isHtml = (contentType: unknown): boolean => String(contentType ?? '').startsWith('text/html')

/** The path of the /404 page in `locale` (`/404`, `/en/404`). */
export const notFoundPagePath = (locale: Locale): string => localizedHref(locale, paths.notFound)

/**
 * The /404 page of a language, fetched from this server (`origin`, its own listening address):
 * Next serves it pre-rendered, and the page copy answers repeats. Null on a failure, a timeout,
 * or an answer that is not that page.
 */
export function notFoundPageFrom(origin: string, limits = NOT_FOUND_PAGE_FETCH): SiteNotFoundPage {
  // The last page of each language, while no content changed and for a few seconds (the page
  // copy's time): a burst of unknown addresses costs one fetch. Two entries of at most maxBytes.
  const kept = new Map<Locale, { html: string; at: number; generation: number }>()
  return async (locale) => {
    const copy = kept.get(locale)
    if (
      copy &&
      Date.now() - copy.at < PAGE_RESPONSE_CACHE.ttlMs &&
      copy.generation === contentGeneration()
    ) {
      return copy.html
    }
    const generation = contentGeneration()
    const html = await fetchNotFoundPage(origin, locale, limits)
    if (html !== null) kept.set(locale, { html, at: Date.now(), generation })
    return html
  }
}

async function fetchNotFoundPage(
  origin: string,
  locale: Locale,
  limits: typeof NOT_FOUND_PAGE_FETCH,
): Promise<string | null> {
  try {
    const response = await fetch(`${origin}${notFoundPagePath(locale)}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(limits.timeoutMs),
    })
    if (response.status !== 404 || !isHtml(response.headers.get('content-type'))) {
      await response.body?.cancel()
      return null
    }
    const html = await readText(response, limits.maxBytes)
    // Should the page itself ever fail to render, its shell is not what we send.
    return html?.includes(ERROR_SHELL) ? null : html
  } catch {
    return null
  }
}

/** The mark of Next's empty error shell. */
const ERROR_SHELL = 'id="__next_error__"'

/** This server's own address from where it listens (a wildcard address is reached on loopback). */
export function loopbackOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`
  if (host === '::') return `http://[::1]:${port}`
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`
}

/** The body of `response` as text, or null once it passes `maxBytes`. */
export async function readText(response: Response, maxBytes: number): Promise<string | null> {
  const reader = response.body?.getReader()
  if (!reader) return null
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, size).toString('utf8')
}

/**
 * Answers `res` (its headers already those to keep) with the site's 404 page in `locale`; the
 * server's minimal 404 page if that cannot be had.
 */
export function sendNotFoundPage(
  res: ServerResponse,
  locale: Locale,
  page: SiteNotFoundPage,
  cacheControl: string = NO_STORE,
): void {
  page(locale).then(
    (html) => {
      if (res.writableEnded || res.destroyed) return
      if (html === null) {
        plainPage(res, 404, locale, 'notFound')
        return
      }
      // Set on the response, not given to writeHead, so the head rewrites see them (Next's ISR
      // lifetime becomes ours, src/server/page-cache-control.ts).
      res.setHeader('x-robots-tag', 'noindex')
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('cache-control', cacheControl)
      res.setHeader('content-length', Buffer.byteLength(html))
      res.writeHead(404)
      res.end(html)
    },
    () => {
      if (!res.writableEnded && !res.destroyed) plainPage(res, 404, locale, 'notFound')
    },
  )
}

/**
 * Step: the /404 page answers with status 404; any other page that Next answers with a 404 (its
 * empty error shell) gets the /404 page of the path's language instead.
 */
export function answerNotFoundWithSitePage(page: SiteNotFoundPage): RequestStep {
  return ({ req, res, path }) => {
    // Next's navigation requests (`RSC`) read the not-found view from the payload, in the layout.
    if (!isRead(req) || req.headers.rsc !== undefined || NOT_A_PAGE.test(path)) return 'next'
    const locale = localeOfPath(path)
    if (path === notFoundPagePath(locale)) {
      interceptResponse(res, {
        head: (status) => {
          if (status !== 200) return status
          res.setHeader('cache-control', NO_STORE)
          res.setHeader('x-robots-tag', 'noindex')
          return 404
        },
      })
      return 'next'
    }
    const headersBefore = res.getHeaders()
    interceptResponse(res, {
      holdIf: (status) => status === 404,
      hold: (answer, held) => {
        if (!isHtml(heldHeader(answer, held, 'content-type'))) return undefined
        const cacheControl = heldHeader(answer, held, 'cache-control')
        return (replacing) => {
          for (const name of replacing.getHeaderNames()) replacing.removeHeader(name)
          for (const [name, value] of Object.entries(headersBefore)) {
            if (value !== undefined) replacing.setHeader(name, value)
          }
          sendNotFoundPage(
            replacing,
            locale,
            page,
            typeof cacheControl === 'string' ? cacheControl : NO_STORE,
          )
        }
      },
    })
    return 'next'
  }
}
