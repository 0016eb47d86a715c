/**
 * Keeps `performance.timeOrigin + performance.now()` on the wall clock. Next stamps cached pages
 * and tag expiries with `Date.now()`, but asks whether an expiry has come with `performance.timeOrigin
 * + performance.now()` (`areTagsExpired` in next/dist/server/lib/incremental-cache/
 * tags-manifest.external.js). The monotonic clock stands still while the machine is paused (a
 * virtual machine snapshotted and resumed) and the wall clock is then set forward: from then on
 * every expiry came that much late, so the first reader after a publication got the old page,
 * served stale while it re-rendered. No upstream issue found.
 */
export function keepPerformanceClockOnWallClock(): void {
  Object.defineProperty(performance, 'timeOrigin', {
    configurable: true,
    enumerable: true,
    get: () => Date.now() - performance.now(),
  })
}
