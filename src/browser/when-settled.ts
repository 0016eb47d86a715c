/**
 * Extras a page can do without (the popup search's code, the live news channel) start once the
 * page has been open a while and the browser is idle, so that they never compete with the page's
 * own start nor with the visitor's first interaction.
 */
const SETTLE_DELAY_MS = 4000
/** How long the browser may then wait for an idle moment before the extra starts anyway. */
const IDLE_TIMEOUT_MS = 3000

/** Calls `start` once the page has been open a while and the browser is idle; returns a cancel. */
export function whenSettled(start: () => void): () => void {
  let idle: number | undefined
  const timer = setTimeout(() => {
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') start()
    else idle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
  }, SETTLE_DELAY_MS)
  return () => {
    clearTimeout(timer)
    if (idle !== undefined) cancelIdleCallback(idle)
  }
}

/**
 * A component whose code comes in a chunk of its own, imported once. Shown by a plain state update
 * rather than `lazy` and Suspense: React animates Suspense reveals (and transitions) inside the
 * layout's <ViewTransition>, and such a commit, split around the browser's snapshot, puts the
 * focus back where it was when it began, undoing a Tab the visitor pressed meanwhile.
 */
export function importOnce<T>(
  load: () => Promise<T>,
  fallback: (error: unknown) => T,
): () => Promise<T> {
  let loaded: Promise<T> | undefined
  return () => {
    loaded ??= load().catch(fallback)
    return loaded
  }
}
