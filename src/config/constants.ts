/**
 * Every number and name of SPEC §9 (and the firm figures of SPEC §1) in one place.
 * Other modules import from here; nothing below is repeated elsewhere.
 */

/** Languages: ru is the default and has no path prefix; en lives under /en. */
export const LOCALES = ['ru', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ru'
export const FALLBACK_LOCALE: Locale = 'ru'

/** Per-locale metadata of SPEC §3 "locale: code, iso, dir, domain". */
export const LOCALE_META: Record<
  Locale,
  { code: Locale; iso: string; dir: 'ltr'; ogLocale: string }
> = {
  ru: { code: 'ru', iso: 'ru-RU', dir: 'ltr', ogLocale: 'ru_RU' },
  en: { code: 'en', iso: 'en-US', dir: 'ltr', ogLocale: 'en_US' },
}

/** Language cookie: i18n_redirected, 365 days, SameSite=Lax, path /; redirect only on the root. */
export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: 'lax',
  path: '/',
} as const
/** Status of the language redirect from the root path (SPEC §2: default 302). */
export const ROOT_REDIRECT_STATUS = 302

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
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at'

/** Server-render force-fetch delay. */
export const SSR_FORCE_FETCH_DELAY_MS = 100

/** Query result cache key limit (also the APQ store bound). */
export const QUERY_CACHE_KEY_LIMIT = 65_536

/** Automatic persisted queries, protocol version. */
export const PERSISTED_QUERY_VERSION = 1

/** Server settings. */
export const DEFAULT_HOST = '0.0.0.0'
export const DEFAULT_PORT = 3004
export const GRAPHQL_PATH = '/graphql'

/** Page-data script load timeout. */
export const PAGE_DATA_TIMEOUT_MS = 120_000

/** Live channel (graphql-ws). */
export const LIVE_CHANNEL = {
  timeoutMs: 30_000,
  protocols: ['graphql-ws', 'graphql-subscriptions'],
  backoff: { minMs: 100, maxMs: 10_000, factor: 2 },
} as const

/** Firm figures of SPEC §1, the defaults of the `site` global. */
export const FIRM_FIGURES = {
  founded: 1991,
  yearsOnMarket: 33,
  lawyers: 80,
  yearsInRankings: 20,
  casesPerYear: 400,
  publishedWorks: 200,
} as const

/** Bounds for route parameters: longer slugs or ids are a 404, never a database query. */
export const MAX_SLUG_LENGTH = 160
export const MAX_ID = 2_147_483_647

/** Graceful shutdown: how long in-flight requests may take to finish after SIGTERM. */
export const SHUTDOWN_GRACE_MS = 25_000
/**
 * After SIGTERM the server keeps accepting for this long (answering with `Connection: close`, its
 * /readyz a 503) before it stops listening: connections a balancer or client opened just before
 * the signal are served instead of reset. `SHUTDOWN_DELAY_MS` overrides it; SIGINT skips it.
 */
export const SHUTDOWN_DELAY_MS = 3_000
/** After draining, how long closing the live channel and the database may take before exit. */
export const SHUTDOWN_CLOSE_MS = 5_000
/**
 * The bare static page measured as the framework's ceiling by scripts/bench-pages.ts: served only
 * when the server runs with BENCH_CEILING=1 (a 404 otherwise), and outside the locale proxy.
 */
export const BENCH_CEILING_PATH = '/bench-ceiling'
/** Retry-After of a page answered 503 because the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30
/** How long /readyz waits for the database before answering 503. */
export const READY_CHECK_TIMEOUT_MS = 2_000

/** Page sizes of lists. */
export const NEWS_PAGE_SIZE = 12

/**
 * Limits of the GraphQL endpoint. A page of the site needs depth 6 at most; 12 leaves room for
 * third parties without letting a query walk relationships in circles.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  /** Payload's own complexity rule (every field 1, relationships more). */
  maxComplexity: 1000,
  /** A JSON request body; persisted queries make real ones a few hundred bytes. */
  maxBodyBytes: 256 * 1024,
  /** Operations in one batched request (a JSON array). */
  maxBatch: 10,
  /** Query text of a GET (in the address): proxies cut longer URLs anyway. */
  maxQueryStringBytes: 16 * 1024,
  /** Multipart uploads: per file, files per request. */
  maxUploadBytes: 10_000_000,
  maxUploadFiles: 5,
  uploadMimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
  /** A live connection that does not say who it is within this time is closed (4408). */
  connectionInitWaitMs: 10_000,
  /** Anonymous persisted GETs: how long a CDN may serve them fresh, then stale while refreshing. */
  publicCache: { sMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 },
} as const

/** The live channel's subprotocol (graphql-ws) and its close code for a forbidden subscription. */
export const LIVE_SUBPROTOCOL = 'graphql-transport-ws'
export const LIVE_FORBIDDEN_CLOSE_CODE = 4403

/** Search: the server index, the /search page, the GraphQL `search` field and the popup. */
export const SEARCH = {
  /** Longest query, in code points: a phrase, not a document; keeps odd URLs and cache keys small. */
  maxQueryLength: 200,
  /** Results per /search page and the GraphQL default. */
  pageSize: 10,
  /** Largest GraphQL `limit` and `offset`: deeper pages are nobody's search. */
  maxLimit: 50,
  maxOffset: 10_000,
  /** Edits (Levenshtein distance) a query word may be from an indexed word: one typo. */
  tolerance: 1,
  /** A word in the title weighs more than one in the summary, which weighs more than the body. */
  boost: { title: 3, summary: 1.6, body: 1 },
  /** Characters of context around the first match in a result's excerpt. */
  excerptChars: 200,
  /** Body text kept per document in the browser's content snapshot (the popup shows excerpts). */
  snapshotBodyChars: 300,
  /** Earlier snapshots still served, so a page that read the manifest just before a publish loads. */
  snapshotHistory: 4,
  /** Results the header's popup shows per keystroke. */
  popupResults: 8,
} as const

/** The callback form and the pipeline behind it (issue 7). */
export const CALLBACK = {
  /** Field bounds, in characters (the comment in code points, after trimming). */
  nameMinLength: 2,
  nameMaxLength: 100,
  phoneMaxLength: 32,
  commentMaxLength: 2000,
  /** Numbers written without "+" are read as Russian ones (8 912… or 912…): the firm is in Moscow. */
  phoneDefaultCountry: 'RU',
  /** The phone placeholder starts with a plus sign (SPEC §5). */
  phonePlaceholder: '+7 900 000-00-00',
  /** A form sent sooner than this after it was shown was not filled in by a person. */
  minFillMs: 2500,
  /** Name of the honeypot field: hidden from people, filled in by bots. */
  honeypotField: 'website',
  /** Per client address: attempts of any kind (the bad ones too) in a window. */
  ipLimit: { points: 10, windowSeconds: 10 * 60 },
  /** Per phone number: accepted requests in a window. */
  phoneLimit: { points: 3, windowSeconds: 60 * 60 },
  /** Largest JSON body of the no-JavaScript form post or the mutation, in bytes. */
  maxBodyBytes: 16 * 1024,
  /** Notification mail: attempts and exponential backoff (10 s, 20 s, 40 s… about 11 h in all). */
  mailRetries: { attempts: 12, backoffMs: 10_000 },
  /** How often the jobs queue looks for due work (notification retries). */
  jobsCron: '*/5 * * * * *',
  /** Requests whose notification failed every retry are queued again this often. */
  requeueCron: '0 */15 * * * *',
  /** Anonymisation of old requests runs daily at 03:30 (server time). */
  retentionCron: '0 30 3 * * *',
  /** Default retention of a request's personal data, in days (the site global can change it). */
  retentionDays: 365,
  /** Bounds of that setting: at least a month to call back, at most ten years. */
  retentionBounds: { min: 30, max: 3650 },
  /** A job left "processing" this long by a stopped instance (PostgreSQL mode) is taken up again. */
  staleJobMs: 5 * 60 * 1000,
  /** SMTP connection, greeting and socket timeouts: a hung mail server fails the attempt. */
  smtpTimeoutMs: 20_000,
} as const

/** The firm's side of callback requests in the admin: CSV export and the live notification. */
export const CALLBACK_ADMIN = {
  /** Requests read per database query by the CSV export: memory stays flat however many there are. */
  exportBatchSize: 500,
  /** How long the "new request" toast stays: long enough to notice while busy with something else. */
  toastMs: 20_000,
} as const

/**
 * What shared caches (nginx, a CDN) may do with a page Next serves from its cache. Next says
 * `s-maxage=31536000` for a page built once, but a publish re-renders it within the second on
 * every instance (the bus); a shared cache that kept it a year would never show the change. Kept
 * briefly, then served stale while one request refreshes it, and stale during an outage.
 */
export const PAGE_CACHE = {
  sMaxAgeSeconds: 5,
  staleWhileRevalidateSeconds: 300,
  staleIfErrorSeconds: 86_400,
} as const

/**
 * The custom server's in-memory copy of pages a shared cache may keep (src/lib/page-response-cache.ts):
 * a copy is served for at most `ttlMs` (no longer than a CDN may keep it, PAGE_CACHE.sMaxAgeSeconds)
 * and never after a content change; the copies of one process are bounded in number and bytes.
 */
export const PAGE_RESPONSE_CACHE = {
  ttlMs: Math.min(5_000, PAGE_CACHE.sMaxAgeSeconds * 1000),
  entries: 500,
  maxBytes: 64 * 1024 * 1024,
  /** A larger answer is passed on, never copied. */
  maxEntryBytes: 2 * 1024 * 1024,
} as const

/** Sitemap, robots.txt and the press center's RSS feeds (issue 8). */
export const SEO = {
  /** Like the GraphQL answers: a CDN keeps a minute, then serves stale while it refreshes. */
  cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  /** The newest posts a feed carries. */
  feedItems: 50,
  /** Paths under the site that crawlers are kept out of (admin, APIs, the content snapshot). */
  disallow: ['/admin', '/api', '/graphql', '/_content'],
  /** Path of the press center's feed, under each language's prefix. */
  feedPath: '/news/rss.xml',
} as const

/**
 * Staff sign-in, passwords and sessions (issue 16, findings 5 and 6; src/auth/).
 *
 * Sign-in policy: only FAILED attempts count (a right password costs nothing), in two counters.
 * - Per client address (IPv6 grouped by its /64, which one subscriber usually holds whole):
 *   `freeFailures` in a window, then each further failure doubles the wait from `baseDelaySeconds`
 *   up to `maxDelaySeconds`. Hard on one attacker's address or network (about 16 guesses an hour).
 * - Per account (whatever the address): a few free failures, then a doubling wait capped at one
 *   minute. Guessing one account from many addresses is slowed; an outsider can never lock the owner
 *   out for long (Payload's own 10-minute lock is off: `maxLoginAttempts: 0`).
 * A throttled attempt is refused (429, Retry-After) before any password work and is not counted.
 * Sessions: a token lives `idleSeconds` and the admin refreshes it while its user is active; a
 * session older than `absoluteSeconds` is refused a refresh, so it ends at that age at the latest.
 */
export const AUTH = {
  password: {
    minLength: 12,
    maxLength: 128,
  },
  throttle: {
    address: {
      freeFailures: 10,
      windowSeconds: 60 * 60,
      baseDelaySeconds: 60,
      maxDelaySeconds: 3600,
    },
    account: { freeFailures: 5, windowSeconds: 15 * 60, baseDelaySeconds: 2, maxDelaySeconds: 60 },
    /** IPv6 addresses are counted by this prefix (a /64 is one subscriber's whole network). */
    ipv6PrefixBits: 64,
  },
  session: {
    idleSeconds: 2 * 60 * 60,
    absoluteSeconds: 7 * 24 * 60 * 60,
  },
  /** Bytes of randomness of a generated first-admin password (base64url: 24 characters). */
  generatedPasswordBytes: 18,
} as const

/**
 * Where a redirect may send visitors (issue 16, finding 10): a path of this site, or an address on
 * one of the hosts admins allow in the Site global (`redirectHosts`).
 */
export const REDIRECT_TARGETS = {
  maxHosts: 50,
  maxHostLength: 253,
} as const
