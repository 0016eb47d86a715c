/**
 * The service worker (served at /sw.js, scope /): keeps what the visitor opened for offline visits,
 * with Serwist's strategies, expiration and precache (never a hand-written cache). Bundled on its
 * own by esbuild in scripts/app/build-service-worker.ts, which fills in the precache list: the
 * offline page of each language, revisioned by the build id; the files those pages load are
 * stored when the worker installs. The rules of what is kept are in ./cache-rules.ts;
 * docs/offline.md tells the whole story.
 *
 * Updates: a new build's worker skips waiting and claims open pages at once; pages and their
 * navigation payloads are network-first, so an online visit always gets the current page and the
 * stored copy is only ever what an offline visit falls back to.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  Serwist,
  type SerwistPlugin,
  type Strategy,
} from 'serwist'

import { LOCALES } from '@/config/constants'

import {
  cacheKindOf,
  isKeepable,
  localeOfPath,
  type OfflineCacheKind,
  offlinePagePath,
  staticFilesNamedIn,
} from './cache-rules'

/** Filled in at build (scripts/app/build-service-worker.ts). */
declare const __OFFLINE_PRECACHE__: PrecacheEntry[]

/**
 * What the worker keeps for offline visits, per cache: how many answers, for how long, and the
 * largest answer it stores, so each cache is bounded in bytes (entries × largest answer); the
 * browser's own quota comes on top, and a quota error empties these caches rather than failing.
 */
const OFFLINE_CACHES = {
  /** Pages (HTML) the visitor opened. */
  pages: { maxEntries: 40, maxAgeSeconds: 30 * 86_400, maxBytes: 512 * 1024 },
  /** Next's navigation payloads (RSC) of the pages the visitor opened. */
  pageData: { maxEntries: 40, maxAgeSeconds: 30 * 86_400, maxBytes: 512 * 1024 },
  /** Hashed build files (`/_next/static/…`): never change under their name. */
  static: { maxEntries: 120, maxAgeSeconds: 365 * 86_400, maxBytes: 1024 * 1024 },
  /** Resized images (`/_next/image`) the pages showed. */
  images: { maxEntries: 60, maxAgeSeconds: 30 * 86_400, maxBytes: 1024 * 1024 },
  /** Content snapshots (`/_content/{hash}/db.json`): two languages, and the one before each. */
  snapshots: { maxEntries: 4, maxAgeSeconds: 365 * 86_400, maxBytes: 4 * 1024 * 1024 },
} as const satisfies Record<OfflineCacheKind, unknown>

/** Cache names: one per kind, under the site's own prefix. */
const CACHE_PREFIX = 'glp'

/** Refuses answers that must not be kept (./cache-rules.ts) or are larger than the cache allows. */
function keepOnly(maxBytes: number): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (!isKeepable(response)) return null
      const length = Number(response.headers.get('content-length') ?? Number.NaN)
      const size = Number.isFinite(length) ? length : (await response.clone().blob()).size
      return size <= maxBytes ? response : null
    },
  }
}

/**
 * Entries are found by their address alone. Next's answers vary by request headers a kept copy
 * cannot match: the RSC headers on pages (told apart by `_rsc`).
 */
const BY_ADDRESS = { ignoreVary: true } as const

function plugins(kind: OfflineCacheKind): SerwistPlugin[] {
  const bounds = OFFLINE_CACHES[kind]
  return [
    keepOnly(bounds.maxBytes),
    new ExpirationPlugin({
      maxEntries: bounds.maxEntries,
      maxAgeSeconds: bounds.maxAgeSeconds,
      matchOptions: BY_ADDRESS,
      // A full disk empties these caches instead of failing the page's requests.
      purgeOnQuotaError: true,
    }),
  ]
}

const cacheName = (kind: OfflineCacheKind) => `${CACHE_PREFIX}-${kind}`

/** Pages and their payloads: the network when it answers, the stored copy when it cannot. */
const networkFirst = (kind: OfflineCacheKind) =>
  new NetworkFirst({
    cacheName: cacheName(kind),
    plugins: plugins(kind),
    matchOptions: BY_ADDRESS,
  })

/** Files named by their content: once stored, never asked again until they expire. */
const cacheFirst = (kind: OfflineCacheKind) =>
  new CacheFirst({ cacheName: cacheName(kind), plugins: plugins(kind), matchOptions: BY_ADDRESS })

const STRATEGIES: Record<OfflineCacheKind, Strategy> = {
  pages: networkFirst('pages'),
  pageData: networkFirst('pageData'),
  static: cacheFirst('static'),
  images: cacheFirst('images'),
  snapshots: cacheFirst('snapshots'),
}

const kindOf = ({ request }: { request: Request }): OfflineCacheKind | null =>
  cacheKindOf(
    {
      method: request.method,
      url: request.url,
      referrer: request.referrer,
      mode: request.mode,
      destination: request.destination,
      header: (name) => request.headers.get(name),
    },
    location.origin,
  )

const serwist = new Serwist({
  precacheEntries: __OFFLINE_PRECACHE__,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: (Object.keys(STRATEGIES) as OfflineCacheKind[]).map((kind) => ({
    matcher: (options: RouteMatchCallbackOptions) => kindOf(options) === kind,
    handler: STRATEGIES[kind],
  })),
  // A page never opened, offline: the offline page of its language (a payload request fails
  // instead, and Next then loads the page as a document, which lands here).
  fallbacks: {
    entries: LOCALES.map((locale) => ({
      url: offlinePagePath(locale),
      matcher: ({ request }: { request: Request }) =>
        kindOf({ request }) === 'pages' && localeOfPath(new URL(request.url).pathname) === locale,
    })),
  },
})

serwist.addEventListeners()

/**
 * The files the offline pages load (scripts, style sheets and the fonts those name), stored with
 * them: the pages are rendered by the server, so which files they need is known only from them.
 */
async function storeOfflinePageFiles(): Promise<void> {
  const cache = await caches.open(cacheName('static'))
  const files = new Set<string>()
  for (const locale of LOCALES) {
    const page = await fetch(offlinePagePath(locale))
    for (const file of staticFilesNamedIn(await page.text())) files.add(file)
  }
  for (const file of [...files].filter((name) => name.endsWith('.css'))) {
    const sheet = await fetch(file)
    for (const named of staticFilesNamedIn(await sheet.text())) files.add(named)
  }
  await cache.addAll([...files])
}

self.addEventListener('install', (event) => {
  ;(event as Event & { waitUntil(work: Promise<unknown>): void }).waitUntil(storeOfflinePageFiles())
})
