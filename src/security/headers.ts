/**
 * The response headers Next adds from its config (`next.config.ts` `headers()`): security headers
 * on every answer, the shared-cache lifetime of pages, and what a draft preview or a staff session
 * changes. They are fixed when the app is built, so nothing here depends on a deployment setting.
 *
 * Scripts: pages are rendered once and cached for every visitor, so one HTML cannot carry a
 * per-request nonce (Next's nonce guidance requires rendering every page per request). Next
 * streams its RSC payload in inline scripts, so `script-src` allows inline scripts, never `eval`:
 * the policy still confines script files to this origin and Yandex Metrika, and forbids framing,
 * plugins, foreign form targets and `<base>` rewrites. Development adds `eval` (React's debugging
 * needs it) and the hot reload socket. The admin (Payload) gets a looser policy of its own.
 */
import type { NextConfig } from 'next'

import { TOKEN_COOKIE } from '../config/constants'
import { MONACO_ASSETS_PATH } from '../lib/monaco-assets'
import { PAYLOAD_SESSION_COOKIE } from './session-token'

export type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/** Yandex Metrika's hosts: the tag, its beacons, and the session replay (webvisor) frames. */
const METRIKA = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.com', 'wss://mc.yandex.ru'],
  img: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  frame: ['blob:', 'https://mc.yandex.ru', 'https://mc.yandex.com'],
} as const

type Directives = Record<string, readonly string[]>

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ')
}

/** The policy of the public site (pages, feeds, JSON, files); framable by itself in a preview. */
export function publicCsp({ dev = false, framedBySelf = false } = {}): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...METRIKA.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...METRIKA.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...METRIKA.connect],
    'frame-src': METRIKA.frame,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBySelf ? "'self'" : "'none'"],
  })
}

/**
 * The admin's policy: Payload's editors evaluate code and show uploads from anywhere an editor
 * pastes; framing stays forbidden. Its code editor (Monaco) is served by the site itself
 * (public/vendor/monaco, copied at build), so no CDN is named: jsDelivr serves any file of any
 * npm package.
 */
export function adminCsp(): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

/** Next's draft-mode cookie (set by the preview route, src/data/preview.ts). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Cookies that mark a request no visitor shares: the two sessions (Payload's, GraphQL's) and
 * Next's draft mode. A page answered to such a request is never kept nor served from a copy.
 */
export const PRIVATE_COOKIES = [
  PAYLOAD_SESSION_COOKIE,
  TOKEN_COOKIE.name,
  DRAFT_MODE_COOKIE,
] as const

/**
 * What shared caches (nginx, a CDN) may do with a page Next serves from its cache. Next says
 * `s-maxage=31536000` for a page built once, but a publish re-renders it within the second on
 * every instance (the bus); a shared cache that kept it a year would never show the change. Kept
 * briefly (under 5 s, so that a publication is through a cache within 5 s: the copy's age, then
 * one refresh), then served stale while one request refreshes it, and stale during an outage.
 */
export const PAGE_CACHE = {
  sMaxAgeSeconds: 4,
  staleWhileRevalidateSeconds: 300,
  staleIfErrorSeconds: 86_400,
} as const

/** One year, the HSTS lifetime preload lists expect. */
const HSTS_MAX_AGE_SECONDS = 31_536_000

/** The admin's code editor's files change only with an update of its package: kept a day. */
const MONACO_ASSETS_CACHE_SECONDS = 86_400

/** What shared caches may do with a page (PAGE_CACHE): kept briefly, then served stale. */
export const PAGE_CACHE_CONTROL =
  `public, max-age=0, s-maxage=${PAGE_CACHE.sMaxAgeSeconds}, ` +
  `stale-while-revalidate=${PAGE_CACHE.staleWhileRevalidateSeconds}, ` +
  `stale-if-error=${PAGE_CACHE.staleIfErrorSeconds}`

/** The SEO files (sitemap, robots.txt, feeds): like GraphQL's public GETs, a CDN keeps a minute. */
export const SEO_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

/** The answers of a staff member or a preview: never kept by any cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** The site's pages: everything but the admin, the APIs, Next's and the app's own files. */
export const PAGES =
  '/:path((?!admin|api|graphql|_next|_content|healthz|readyz|sw\\.js|sitemap\\.xml|robots\\.txt)(?!(?:en/)?news/rss\\.xml$).*)'

const header = (key: string, value: string) => ({ key, value })

/** The headers every answer carries, the server's own refusals included. */
export function securityHeaders({ dev = false } = {}): Record<string, string> {
  return {
    'content-security-policy': publicCsp({ dev }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
}

/**
 * Every rule, in order: a later rule's header replaces an earlier one's of the same name (Next
 * applies them all).
 */
export function headerRules({ dev = false } = {}): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: Object.entries(securityHeaders({ dev })).map(([key, value]) => header(key, value)),
    },
    // Browsers keep HSTS only from an answer over HTTPS (RFC 6797 §8.1): the TLS proxy says so.
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [header('strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}`)],
    },
    { source: '/admin/:path*', headers: [header('content-security-policy', adminCsp())] },
    { source: PAGES, headers: [header('cache-control', PAGE_CACHE_CONTROL)] },
    // A staff session's answers are its own (its pages may show a preview bar).
    ...PRIVATE_COOKIES.map((cookie) => ({
      source: PAGES,
      has: [{ type: 'cookie' as const, key: cookie }],
      headers: [header('cache-control', PRIVATE_CACHE_CONTROL)],
    })),
    // The service worker's file: asked anew on every update check, its scope the whole site.
    {
      source: '/sw.js',
      headers: [header('cache-control', 'no-cache'), header('service-worker-allowed', '/')],
    },
    // The admin's code editor changes only with an update of its package.
    {
      source: `${MONACO_ASSETS_PATH}/:path*`,
      headers: [header('cache-control', `public, max-age=${MONACO_ASSETS_CACHE_SECONDS}`)],
    },
    // A draft preview: never indexed, and shown in the admin's live preview pane, a frame of
    // this same origin (docs/preview.md).
    {
      source: PAGES,
      has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
      headers: [
        header('x-robots-tag', 'noindex'),
        header('x-frame-options', 'SAMEORIGIN'),
        header('content-security-policy', publicCsp({ dev, framedBySelf: true })),
      ],
    },
  ]
}
