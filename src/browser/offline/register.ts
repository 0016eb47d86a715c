/**
 * The page's side of the service worker (docs/offline.md): registering it, and telling it which
 * page the visitor now reads, so that a page reached by client navigation (whose document the
 * browser never fetched) is kept as a document too. Uses Serwist's `CACHE_URLS` message.
 */
/** Where the service worker is served from (its scope is the whole site). */
export const SERVICE_WORKER_PATH = '/sw.js'

type UrlToCache = string | [string, RequestInit]

/** A document request for a page: the worker keeps it in its page cache (./cache-rules.ts). */
const asDocument = (url: string): UrlToCache => [url, { headers: { accept: 'text/html' } }]

/** Same-origin build files and images this page loaded before the worker was there to keep them. */
function filesLoadedSoFar(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name)
      return (
        url.origin === location.origin &&
        (url.pathname.startsWith('/_next/static/') || url.pathname === '/_next/image')
      )
    })
}

function askToCache(worker: ServiceWorker | null | undefined, urlsToCache: UrlToCache[]): void {
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
}

/**
 * Registers the worker (scope: the whole site), then has it keep this page and the files it
 * loaded before the worker controlled it. Resolves false where the browser has no service workers.
 */
export async function registerServiceWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, {
    scope: '/',
    // The worker's file is always revalidated (it also says no-cache): updates are found at once.
    updateViaCache: 'none',
  })
  const ready = await navigator.serviceWorker.ready
  askToCache(ready.active ?? registration.active, [
    asDocument(location.href),
    ...filesLoadedSoFar(),
  ])
  return true
}

/** Has the controlling worker keep the page now shown (after a client navigation). */
export function keepPageForOffline(url: string): void {
  if (!('serviceWorker' in navigator)) return
  askToCache(navigator.serviceWorker.controller, [asDocument(url)])
}
