/**
 * What the service worker keeps for offline visits, and what it never touches: the one place these
 * rules are stated (docs/offline.md). Pure, so that the worker and its tests share them.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/config/constants'

/** The caches the worker fills as the visitor browses (besides the precache of offline pages). */
export type OfflineCacheKind = 'pages' | 'pageData' | 'static' | 'images' | 'snapshots'

/**
 * Paths the worker never answers nor stores, nor anything a page under them asks for: staff
 * (admin), APIs (REST, GraphQL, Next's data routes), health checks, and the snapshot's manifest
 * (it must always be asked anew; the snapshot client falls back to its own stored copy).
 */
export const NEVER_CACHED_PREFIXES = [
  '/admin',
  '/api',
  '/graphql',
  '/_next/data',
  '/healthz',
  '/readyz',
  '/_content/manifest.json',
] as const

/** Whether a path is one of NEVER_CACHED_PREFIXES or below one. */
export function isNeverCachedPath(pathname: string): boolean {
  return NEVER_CACHED_PREFIXES.some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`),
  )
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** What the worker needs to know of a request (a Request, or a test's plain object). */
export type RequestFacts = {
  method: string
  url: string
  /** The page that asked (`Request.referrer`): '' or 'about:client' when none. */
  referrer: string
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string
  /** `Request.destination`: 'document' for a page load. */
  destination: string
  header: (name: string) => string | null
}

/** Next's own requests that fetch something other than the page the visitor opens. */
const PREFETCH_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch', 'next-action']

/**
 * Which cache a request's answer goes to, or null when the worker leaves it to the network:
 * another origin, not a GET, a never-cached path, or a request made by a never-cached page.
 */
export function cacheKindOf(request: RequestFacts, origin: string): OfflineCacheKind | null {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  if (url.origin !== origin || isNeverCachedPath(url.pathname)) return null
  if (request.referrer && request.referrer !== 'about:client') {
    const from = parseUrl(request.referrer)
    if (from && from.origin === origin && isNeverCachedPath(from.pathname)) return null
  }
  if (url.pathname.startsWith('/_next/static/')) return 'static'
  if (url.pathname === '/_next/image') return 'images'
  if (/^\/_content\/[0-9a-f]{16}\/db\.json$/.test(url.pathname)) return 'snapshots'
  if (url.pathname.startsWith('/_next/') || url.pathname.startsWith('/_content/')) return null
  if (PREFETCH_HEADERS.some((name) => request.header(name) !== null)) return null
  // Next asks for a page's navigation payload with the RSC header and a `_rsc` cache-buster.
  if (request.header('rsc') !== null || url.searchParams.has('_rsc')) return 'pageData'
  const accept = request.header('accept') ?? ''
  if (
    request.mode === 'navigate' ||
    request.destination === 'document' ||
    accept.includes('text/html')
  ) {
    return 'pages'
  }
  return null
}

/**
 * Whether an answer may be stored: a whole, plain 200 that may be kept at all (a staff session's
 * or a preview's answers are `private, no-store`, src/security/headers.ts).
 */
export function isKeepable(response: {
  status: number
  type: string
  headers: { get: (name: string) => string | null }
}): boolean {
  return (
    response.status === 200 &&
    (response.type === 'basic' || response.type === 'default') &&
    !/\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
  )
}

/** The language of a path: English under /en, Russian elsewhere (src/i18n/routing.ts). */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? ''
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && locale === first) ?? DEFAULT_LOCALE
}

/** The offline page's path in a language (the Russian one at the bare path). */
export function offlinePagePath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/offline' : `/${locale}/offline`
}

/** The build files a page or a style sheet names (`/_next/static/…`), in order, once each. */
export function staticFilesNamedIn(text: string): string[] {
  const found =
    text.match(/\/_next\/static\/[A-Za-z0-9_\-./~%]+?\.(?:js|css|woff2?|svg|png)/g) ?? []
  return [...new Set(found)]
}
