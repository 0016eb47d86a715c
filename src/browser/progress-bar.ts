/**
 * The navigation progress bar of SPEC §4 as a framework-free state machine: percent 0–100, a
 * visible flag and a failed flag. Timers are injected so tests (and non-browser callers) control
 * time; the React component only subscribes and renders.
 */
import { PAGE_DATA_TIMEOUT_MS, PROGRESS_BAR } from '@/config/constants'

/** What the bar shows. */
export type ProgressBarState = Readonly<{ percent: number; visible: boolean; failed: boolean }>

/** The phase a view renders, derived from the state. */
export type ProgressBarPhase = 'hidden' | 'running' | 'done' | 'failed'

/** The timer functions the machine uses; `globalThis` by default. */
export type ProgressBarTimers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  setInterval: (callback: () => void, ms: number) => unknown
  clearInterval: (handle: unknown) => void
}

export type ProgressBarConfig = {
  throttleMs: number
  durationMs: number
  tickMs: number
  hideDelayMs: number
  /** A navigation whose page data has not arrived after this long has failed (SPEC §9, 120 s). */
  timeoutMs?: number
}

export type ProgressBar = {
  /** A navigation began: the bar appears only if it is still running after the throttle. */
  start: () => void
  /**
   * The navigation ended: 100 %, hidden after the hide delay; no trace if the bar never reached the
   * screen (within the throttle, or before the view could paint it).
   */
  finish: () => void
  /**
   * The view has painted the running bar. Until it says so, a bar made visible by the throttle may
   * never have reached the screen (a busy main thread renders the page and the bar in one frame),
   * and ending then leaves no trace rather than flashing a full bar over the page just shown.
   */
  onScreen: () => void
  /**
   * The navigation failed: marked failed, shown at 100 % and hidden after the hide delay. A
   * navigation still running after the page-data timeout fails by itself.
   */
  fail: () => void
  getState: () => ProgressBarState
  /** Calls the listener after every state change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
  /** Stops every timer and forgets the running navigation (unmount). */
  dispose: () => void
}

/** Never shown as complete while the navigation is still running. */
export const MAX_RUNNING_PERCENT = 99

export const HIDDEN_STATE: ProgressBarState = Object.freeze({
  percent: 0,
  visible: false,
  failed: false,
})

const defaultTimers: ProgressBarTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
}

/** The phase for a state: failed wins, then done at 100 %, then running while visible. */
export function progressBarPhase(state: ProgressBarState): ProgressBarPhase {
  if (!state.visible) return 'hidden'
  if (state.failed) return 'failed'
  return state.percent >= 100 ? 'done' : 'running'
}

/** Creates a progress bar; every number defaults to SPEC §9 (`PROGRESS_BAR`). */
export function createProgressBar(
  options: { timers?: ProgressBarTimers; config?: ProgressBarConfig } = {},
): ProgressBar {
  const timers = options.timers ?? defaultTimers
  const { throttleMs, durationMs, tickMs, hideDelayMs } = options.config ?? PROGRESS_BAR
  const timeoutMs = options.config?.timeoutMs ?? PAGE_DATA_TIMEOUT_MS
  // Linear steps that fill the bar over the duration (2 % per 100 ms tick for 5 s), capped below 100.
  const step = (100 * tickMs) / durationMs
  const listeners = new Set<() => void>()
  let state: ProgressBarState = HIDDEN_STATE
  let throttle: unknown = null
  let ticker: unknown = null
  let hider: unknown = null
  let deadline: unknown = null
  // A navigation is in progress between start() and finish()/fail().
  let active = false
  // The running bar of this navigation has been painted (the view's onScreen()).
  let painted = false

  const set = (next: ProgressBarState) => {
    state = Object.freeze(next)
    for (const listener of listeners) listener()
  }

  const clearAll = () => {
    if (throttle !== null) timers.clearTimeout(throttle)
    if (ticker !== null) timers.clearInterval(ticker)
    if (hider !== null) timers.clearTimeout(hider)
    if (deadline !== null) timers.clearTimeout(deadline)
    throttle = ticker = hider = deadline = null
  }

  const tick = () => {
    const percent = Math.min(MAX_RUNNING_PERCENT, state.percent + step)
    set({ ...state, percent })
    if (percent >= MAX_RUNNING_PERCENT && ticker !== null) {
      timers.clearInterval(ticker)
      ticker = null
    }
  }

  const run = () => {
    throttle = null
    set({ percent: 0, visible: true, failed: false })
    ticker = timers.setInterval(tick, tickMs)
  }

  const end = (failed: boolean) => {
    // Nothing to end: a stray finish (e.g. the first render) or a second end of one navigation.
    if (!active) return
    active = false
    const wasShown = state.visible && painted
    painted = false
    clearAll()
    // A navigation that ends within the throttle (or before its bar was painted) leaves no trace,
    // unless it failed: a failure is always shown so the visitor knows the click did not work.
    if (!wasShown && !failed) {
      if (state !== HIDDEN_STATE) set(HIDDEN_STATE)
      return
    }
    set({ percent: 100, visible: true, failed })
    hider = timers.setTimeout(() => {
      hider = null
      set(HIDDEN_STATE)
    }, hideDelayMs)
  }

  return {
    start() {
      const shown = active && state.visible
      active = true
      clearAll()
      deadline = timers.setTimeout(() => {
        deadline = null
        end(true)
      }, timeoutMs)
      if (shown) {
        // Already on screen (a second navigation before the first ended): restart without a gap.
        run()
        return
      }
      painted = false
      if (state !== HIDDEN_STATE) set(HIDDEN_STATE)
      throttle = timers.setTimeout(run, throttleMs)
    },
    finish: () => end(false),
    fail: () => end(true),
    onScreen() {
      if (active && state.visible) painted = true
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    dispose() {
      // Listeners stay: they belong to their subscribers, which unsubscribe themselves.
      active = false
      painted = false
      clearAll()
    },
  }
}

/** The parts of a clicked link that decide whether it starts an in-app navigation. */
export type LinkClick = {
  href: string
  target?: string | null
  download?: boolean
  button: number
  modifier: boolean
  /** The link opens a popup (`aria-haspopup`, e.g. the header's search) instead of a page. */
  opensPopup?: boolean
}

/**
 * Paths served outside the localized app (the proxy's exclusions: Payload, GraphQL, health checks,
 * Next internals) and files: a click on them is a download or a full page load the app never
 * finishes, so it must not start the bar.
 */
const NON_APP_PATH =
  /^\/(?:admin|api|graphql|_content|_next|_vercel|healthz|readyz)(?:\/|$)|\.[^/]*$/

/**
 * The address a link click navigates the app to, or null when the click is not an in-app
 * navigation: another button or a modified click (new tab or window), another target, a download,
 * another origin, a non-app path, or the same page (a hash-only change never changes the route).
 */
export function appNavigationTarget(click: LinkClick, current: string): URL | null {
  if (click.button !== 0 || click.modifier || click.download || click.opensPopup) return null
  if (click.target && click.target !== '_self') return null
  let to: URL
  let from: URL
  try {
    from = new URL(current)
    to = new URL(click.href, from)
  } catch {
    return null
  }
  if (to.origin !== from.origin || NON_APP_PATH.test(to.pathname)) return null
  if (to.pathname === from.pathname && to.search === from.search) return null
  return to
}
