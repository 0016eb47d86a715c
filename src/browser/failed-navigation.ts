/**
 * SPEC §8: "A failed page fetch marks the progress bar failed, sets the app error and shows the
 * error view." Next 16 does otherwise: when the App Router's fetch of a page's data fails, it logs
 * "Failed to fetch RSC payload … Falling back to browser navigation" and loads the target as a
 * new document (vercel/next.js#46674, the message of vercel/next.js#60548), so the visitor sees a
 * browser error page, offline or not. The router reaches the network through `window.fetch`, read
 * on every call; a wrapper of it catches that one failure first. Framework-free, for the layout's
 * client half (src/components/layout/use-failed-navigation.ts) and unit tests.
 */

/** The fetch a window offers (and tests fake). */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

/** Headers of Next's own requests that are no navigation: prefetches and server actions. */
const NOT_NAVIGATION = ['next-router-prefetch', 'next-router-segment-prefetch', 'next-action']

/** A header of a request, however its headers were given. */
function headerOf(input: RequestInfo | URL, init: RequestInit | undefined, name: string) {
  const fromInit = init?.headers ? new Headers(init.headers).get(name) : null
  if (fromInit !== null) return fromInit
  return typeof Request !== 'undefined' && input instanceof Request ? input.headers.get(name) : null
}

/**
 * The page a fetch is the App Router's navigation request for (`RSC: 1`, a GET, neither a prefetch
 * nor a server action), without the router's cache-busting `_rsc` parameter; else null.
 */
export function navigationTarget(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  base: string,
): URL | null {
  if (headerOf(input, init, 'rsc') !== '1') return null
  if (NOT_NAVIGATION.some((name) => headerOf(input, init, name) !== null)) return null
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
  if (method.toUpperCase() !== 'GET') return null
  const raw = input instanceof Request ? input.url : String(input)
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return null
  }
  url.searchParams.delete('_rsc')
  return url
}

/** A promise that never settles: the router's navigation stays pending until another replaces it. */
const never = <T>() => new Promise<T>(() => undefined)

/**
 * Wraps `target.fetch`: when a navigation request fails (the network, not an abort of the
 * router's own, and not when `isLeaving` says the page is being left or the document load Next
 * falls back to is the better answer), `onFailure` gets the page's address and the request
 * never settles, so the router neither falls back to a document load nor ends the navigation; a
 * new navigation (the retry) replaces it. Every other request is the original fetch's. Returns the
 * function that restores the original.
 */
export function catchFailedNavigations(
  target: { fetch: FetchLike; location: { href: string } },
  onFailure: (url: URL) => void,
  isLeaving: () => boolean = () => false,
): () => void {
  const original = target.fetch
  const wrapped: FetchLike = (input, init) => {
    const page = navigationTarget(input, init, target.location.href)
    const request = original.call(target, input, init)
    if (!page) return request
    return request.catch((error: unknown) => {
      if (init?.signal?.aborted || isLeaving()) throw error
      onFailure(page)
      return never<Response>()
    })
  }
  target.fetch = wrapped
  return () => {
    if (target.fetch === wrapped) target.fetch = original
  }
}
