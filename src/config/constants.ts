/**
 * The numbers and names of SPEC §9 (and the firm figures of SPEC §1), in one place. Every other
 * limit lives in the module that applies it.
 */

/** Languages: ru is the default and has no path prefix; en lives under /en. */
export const LOCALES = ['ru', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ru'
/** The language whose texts stand in for a missing one (Payload falls back to the default). */
export const FALLBACK_LOCALE: Locale = 'ru'

/** Language cookie: i18n_redirected, 365 days, SameSite=Lax, path /; redirect only on the root. */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: 'lax',
  path: '/',
} as const

/** Token cookie: apollo-token, path /, 7 days. HttpOnly (stronger than the spec's original). */
export const TOKEN_COOKIE = {
  name: 'apollo-token',
  maxAgeSeconds: 7 * 24 * 60 * 60,
  path: '/',
} as const

/** Progress bar of SPEC §4 and §9. */
export const PROGRESS_BAR = {
  throttleMs: 200,
  durationMs: 5000,
  tickMs: 100,
  hideDelayMs: 500,
} as const

/** Reload-once guard after a failed chunk load. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** Server-render force-fetch delay. */
export const SSR_FORCE_FETCH_DELAY_MS = 100

/** Apollo Client's result cache key limit, in the browser and in server rendering. */
export const QUERY_CACHE_KEY_LIMIT = 65_536

/** Automatic persisted queries, protocol version. */
export const PERSISTED_QUERY_VERSION = 1

/** Server settings. */
export const DEFAULT_HOST = '0.0.0.0'
export const DEFAULT_PORT = 3004
export const GRAPHQL_PATH = '/graphql'

/**
 * Page-data load timeout: an in-app navigation whose page has not arrived after this long has
 * failed, and the progress bar shows it (src/browser/progress-bar.ts).
 */
export const PAGE_DATA_TIMEOUT_MS = 120_000

/** Live channel (graphql-ws). */
export const LIVE_CHANNEL = {
  timeoutMs: 30_000,
  protocols: ['graphql-ws', 'graphql-subscriptions'],
  backoff: { minMs: 100, maxMs: 10_000, factor: 2 },
} as const

/**
 * The live channel's close code for a forbidden subscription: the server closes with it, and
 * neither browser client (the site's Apollo link, the admin's feed) reconnects after it. Its
 * subprotocol is graphql-ws's own (`graphql-transport-ws`), which the library negotiates.
 */
export const LIVE_FORBIDDEN_CLOSE_CODE = 4403

/**
 * Firm figures of SPEC §1, the defaults of the `site` global. The years on the market have none:
 * left empty, they are counted from the founding year (src/lib/firm-figures.ts).
 */
export const FIRM_FIGURES = {
  founded: 1991,
  lawyers: 80,
  yearsInRankings: 20,
  casesPerYear: 400,
  publishedWorks: 200,
} as const
