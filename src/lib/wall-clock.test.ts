import {
  areTagsExpired,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { keepPerformanceClockOnWallClock } from './wall-clock'

const realNow = Date.now.bind(Date)
const origin = Object.getOwnPropertyDescriptor(performance, 'timeOrigin')
/** As a paused machine's wall clock is set forward on resuming: a minute past its monotonic one. */
const resumeAMinuteLater = () => vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 60_000)

/** Expires `tag` as `revalidateTag(tag, { expire: 0 })` does; is a page cached a second before expired? */
function pageCachedJustBeforeIsExpired(tag: string): boolean {
  const now = Date.now()
  tagsManifest.set(tag, { stale: now, expired: now })
  return areTagsExpired([tag], now - 1000)
}

afterEach(() => {
  vi.restoreAllMocks()
  if (origin) Object.defineProperty(performance, 'timeOrigin', origin)
  else delete (performance as { timeOrigin?: number }).timeOrigin
})

describe('keepPerformanceClockOnWallClock', () => {
  it('lets Next expire a tag at once after the wall clock jumped ahead of the monotonic one', () => {
    resumeAMinuteLater()
    // Next as it is: the page stays fresh for the minute the clocks are apart.
    expect(pageCachedJustBeforeIsExpired('test:wall-clock')).toBe(false)
    keepPerformanceClockOnWallClock()
    expect(pageCachedJustBeforeIsExpired('test:wall-clock')).toBe(true)
    expect(Math.abs(performance.timeOrigin + performance.now() - Date.now())).toBeLessThan(2)
  })
})
