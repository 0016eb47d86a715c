import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PAGE_DATA_TIMEOUT_MS, PROGRESS_BAR } from '@/config/constants'

import {
  appNavigationTarget,
  createProgressBar,
  HIDDEN_STATE,
  MAX_RUNNING_PERCENT,
  type ProgressBarTimers,
  progressBarPhase,
} from './progress-bar'

const { throttleMs, durationMs, tickMs, hideDelayMs } = PROGRESS_BAR
const stepPercent = (100 * tickMs) / durationMs

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A navigation whose bar the throttle made visible but the view never painted: it leaves no trace. */
function expectUnpaintedEndLeavesNoTrace(bar: ReturnType<typeof createProgressBar>) {
  bar.start()
  vi.advanceTimersByTime(throttleMs)
  expect(bar.getState().visible).toBe(true)
  bar.finish()
  expect(bar.getState()).toEqual(HIDDEN_STATE)
}

describe('progress bar', () => {
  it('starts hidden at 0 %', () => {
    const bar = createProgressBar()
    expect(bar.getState()).toEqual({ percent: 0, visible: false, failed: false })
    expect(progressBarPhase(bar.getState())).toBe('hidden')
  })

  it('shows nothing until the throttle has passed, then appears at 0 %', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs - 1)
    expect(bar.getState().visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(bar.getState()).toEqual({ percent: 0, visible: true, failed: false })
    expect(progressBarPhase(bar.getState())).toBe('running')
  })

  it('advances one step on every tick, filling the bar over the duration', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs)
    vi.advanceTimersByTime(tickMs - 1)
    expect(bar.getState().percent).toBe(0)
    vi.advanceTimersByTime(1)
    expect(bar.getState().percent).toBeCloseTo(stepPercent)
    vi.advanceTimersByTime(tickMs * 9)
    expect(bar.getState().percent).toBeCloseTo(stepPercent * 10)
    // Halfway through the duration the bar is half full.
    vi.advanceTimersByTime(durationMs / 2 - tickMs * 10)
    expect(bar.getState().percent).toBeCloseTo(50)
  })

  it('never reaches 100 % while the navigation runs, however long it takes', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs + durationMs - tickMs)
    expect(bar.getState().percent).toBeGreaterThan(95)
    expect(bar.getState().percent).toBeLessThan(100)
    vi.advanceTimersByTime(durationMs * 10)
    expect(bar.getState()).toEqual({ percent: MAX_RUNNING_PERCENT, visible: true, failed: false })
    expect(progressBarPhase(bar.getState())).toBe('running')
    // Capped: no timer keeps ticking for nothing; only the page-data deadline waits.
    expect(vi.getTimerCount()).toBe(1)
  })

  it('fails a navigation whose page has not arrived within the page-data timeout (SPEC §9)', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(PAGE_DATA_TIMEOUT_MS - 1)
    expect(progressBarPhase(bar.getState())).toBe('running')
    vi.advanceTimersByTime(1)
    expect(bar.getState()).toEqual({ percent: 100, visible: true, failed: true })
    vi.advanceTimersByTime(hideDelayMs)
    expect(bar.getState()).toEqual(HIDDEN_STATE)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a navigation that ends in time cancels its deadline', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs)
    bar.finish()
    vi.advanceTimersByTime(hideDelayMs)
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(PAGE_DATA_TIMEOUT_MS)
    expect(bar.getState()).toEqual(HIDDEN_STATE)
  })

  it('finish sets 100 % and hides the bar after the hide delay', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs)
    bar.onScreen()
    vi.advanceTimersByTime(tickMs * 5)
    bar.finish()
    expect(bar.getState()).toEqual({ percent: 100, visible: true, failed: false })
    expect(progressBarPhase(bar.getState())).toBe('done')
    vi.advanceTimersByTime(hideDelayMs - 1)
    expect(bar.getState().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(bar.getState()).toEqual(HIDDEN_STATE)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a navigation that finishes within the throttle never shows the bar', () => {
    const bar = createProgressBar()
    const seen: boolean[] = []
    bar.subscribe(() => seen.push(bar.getState().visible))
    bar.start()
    vi.advanceTimersByTime(throttleMs - 1)
    bar.finish()
    vi.advanceTimersByTime(throttleMs + durationMs + hideDelayMs)
    expect(seen).not.toContain(true)
    expect(bar.getState()).toEqual(HIDDEN_STATE)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a bar made visible but never painted ends without a trace, not as a full bar', () => {
    // A busy phone: the throttle passed while the page was rendering, and the page arrives before
    // the view could paint the bar. Showing it complete now would flash it over the page.
    const bar = createProgressBar()
    expectUnpaintedEndLeavesNoTrace(bar)
    expect(vi.getTimerCount()).toBe(0)
    // Once painted, the same navigation ends at 100 %; a later navigation must be painted anew.
    bar.start()
    vi.advanceTimersByTime(throttleMs)
    bar.onScreen()
    bar.finish()
    expect(progressBarPhase(bar.getState())).toBe('done')
    vi.advanceTimersByTime(hideDelayMs)
    expectUnpaintedEndLeavesNoTrace(bar)
  })

  it('onScreen counts only while a shown bar runs', () => {
    const bar = createProgressBar()
    // Before the throttle there is nothing to paint: a later finish still leaves no trace.
    bar.start()
    bar.onScreen()
    vi.advanceTimersByTime(throttleMs)
    bar.finish()
    expect(bar.getState()).toEqual(HIDDEN_STATE)
    // Between navigations it changes nothing.
    bar.onScreen()
    expectUnpaintedEndLeavesNoTrace(bar)
  })

  it('a failure is shown even when the running bar was never painted', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs)
    bar.fail()
    expect(bar.getState()).toEqual({ percent: 100, visible: true, failed: true })
  })

  it('fail marks the bar failed, completes it and hides it after the hide delay', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs + tickMs * 3)
    bar.fail()
    expect(bar.getState()).toEqual({ percent: 100, visible: true, failed: true })
    expect(progressBarPhase(bar.getState())).toBe('failed')
    vi.advanceTimersByTime(hideDelayMs - 1)
    expect(progressBarPhase(bar.getState())).toBe('failed')
    vi.advanceTimersByTime(1)
    expect(bar.getState()).toEqual(HIDDEN_STATE)
  })

  it('a failure within the throttle is still shown, so the visitor sees the click failed', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs / 2)
    bar.fail()
    expect(bar.getState()).toEqual({ percent: 100, visible: true, failed: true })
    vi.advanceTimersByTime(hideDelayMs)
    expect(bar.getState()).toEqual(HIDDEN_STATE)
  })

  it('finish or fail without a running navigation changes nothing', () => {
    const bar = createProgressBar()
    const listener = vi.fn()
    bar.subscribe(listener)
    bar.finish()
    bar.fail()
    expect(listener).not.toHaveBeenCalled()
    // A second end of the same navigation keeps the first one's hide schedule.
    bar.start()
    vi.advanceTimersByTime(throttleMs)
    bar.onScreen()
    bar.finish()
    vi.advanceTimersByTime(hideDelayMs / 2)
    bar.fail()
    expect(bar.getState()).toEqual({ percent: 100, visible: true, failed: false })
    vi.advanceTimersByTime(hideDelayMs / 2)
    expect(bar.getState()).toEqual(HIDDEN_STATE)
  })

  it('a new navigation while the bar is shown restarts it from 0 without hiding it', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs + tickMs * 20)
    bar.start()
    expect(bar.getState()).toEqual({ percent: 0, visible: true, failed: false })
    vi.advanceTimersByTime(tickMs)
    expect(bar.getState().percent).toBeCloseTo(stepPercent)
  })

  it('a new navigation during the hide delay hides the old bar and throttles again', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs)
    bar.onScreen()
    bar.finish()
    expect(progressBarPhase(bar.getState())).toBe('done')
    bar.start()
    expect(bar.getState()).toEqual(HIDDEN_STATE)
    vi.advanceTimersByTime(throttleMs)
    expect(bar.getState()).toEqual({ percent: 0, visible: true, failed: false })
  })

  it('notifies subscribers on every change until they unsubscribe', () => {
    const bar = createProgressBar()
    const listener = vi.fn()
    const unsubscribe = bar.subscribe(listener)
    bar.start()
    vi.advanceTimersByTime(throttleMs)
    expect(listener).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(tickMs * 2)
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    vi.advanceTimersByTime(tickMs)
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('dispose stops every timer', () => {
    const bar = createProgressBar()
    bar.start()
    vi.advanceTimersByTime(throttleMs)
    bar.dispose()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('runs on injected timers', () => {
    const pending = new Map<number, () => void>()
    let next = 0
    const timers: ProgressBarTimers = {
      setTimeout: (callback) => {
        pending.set(++next, callback)
        return next
      },
      clearTimeout: (handle) => pending.delete(handle as number),
      setInterval: (callback) => {
        pending.set(++next, callback)
        return next
      },
      clearInterval: (handle) => pending.delete(handle as number),
    }
    const bar = createProgressBar({ timers })
    bar.start()
    // The page-data deadline, then the throttle.
    expect(pending.size).toBe(2)
    const [throttleHandle, fire] = [...pending][1]!
    pending.delete(throttleHandle)
    fire()
    expect(bar.getState().visible).toBe(true)
    const [, tick] = [...pending][1]!
    tick()
    expect(bar.getState().percent).toBeCloseTo(stepPercent)
    bar.onScreen()
    bar.finish()
    expect(bar.getState().percent).toBe(100)
  })
})

describe('appNavigationTarget', () => {
  const current = 'https://site.test/practices?x=1#top'
  const click = (href: string, extra: Partial<Parameters<typeof appNavigationTarget>[0]> = {}) =>
    appNavigationTarget({ href, button: 0, modifier: false, ...extra }, current)

  it('ignores a link that opens a popup instead of its page (the header search, once hydrated)', () => {
    expect(click('/search', { opensPopup: true })).toBeNull()
    expect(click('/search', { opensPopup: false })?.href).toBe('https://site.test/search')
  })

  it('accepts a plain click on a link to another page of the site', () => {
    expect(click('/news')?.href).toBe('https://site.test/news')
    expect(click('/en/practices')?.pathname).toBe('/en/practices')
    expect(click('https://site.test/team/1/ivanov')?.pathname).toBe('/team/1/ivanov')
    expect(click('/news', { target: '_self' })).not.toBeNull()
  })

  it('accepts the same page with another query (a filter)', () => {
    expect(click('/practices?x=2')?.search).toBe('?x=2')
    expect(click('/practices')?.search).toBe('')
  })

  it('rejects the same page and hash-only changes', () => {
    expect(click('/practices?x=1')).toBeNull()
    expect(click('#main')).toBeNull()
    expect(click('/practices?x=1#contacts')).toBeNull()
  })

  it('rejects modified clicks, other buttons, other targets and downloads', () => {
    expect(click('/news', { modifier: true })).toBeNull()
    expect(click('/news', { button: 1 })).toBeNull()
    expect(click('/news', { target: '_blank' })).toBeNull()
    expect(click('/news', { download: true })).toBeNull()
  })

  it('rejects other origins, other schemes and non-app paths', () => {
    expect(click('https://other.test/news')).toBeNull()
    expect(click('http://site.test/news')).toBeNull()
    expect(click('tel:+74951200000')).toBeNull()
    expect(click('mailto:info@site.test')).toBeNull()
    expect(click('/admin')).toBeNull()
    expect(click('/admin/collections/posts')).toBeNull()
    expect(click('/api/media/file/report.pdf')).toBeNull()
    expect(click('/graphql')).toBeNull()
    expect(click('/_next/static/chunks/a.js')).toBeNull()
    expect(click('/files/brochure.pdf')).toBeNull()
  })

  it('keeps app paths that merely start like a non-app one', () => {
    expect(click('/apiary')).not.toBeNull()
    expect(click('/administration')).not.toBeNull()
  })
})
