'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import {
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'

import { failedChunkUrl } from '@/browser/chunk-reload'
import {
  appNavigationTarget,
  createProgressBar,
  HIDDEN_STATE,
  type ProgressBar as Machine,
  progressBarPhase,
} from '@/browser/progress-bar'

import styles from './shell.module.css'

/**
 * Window event that marks the running navigation failed. The App Router reports a navigation whose
 * page failed only to the error boundary that catches it, so an error view can say so with
 * `reportNavigationFailure()`.
 */
export const NAVIGATION_FAILED_EVENT = 'shell:navigation-failed'

/** Marks the running navigation (if any) failed: the bar turns red and completes (SPEC §8). */
export function reportNavigationFailure(): void {
  window.dispatchEvent(new Event(NAVIGATION_FAILED_EVENT))
}

/** Window event that starts the bar for a navigation no link click started (a retry). */
export const NAVIGATION_STARTED_EVENT = 'shell:navigation-started'

/** Starts the bar for a navigation the app begins itself (the error view's retry). */
export function reportNavigationStart(): void {
  window.dispatchEvent(new Event(NAVIGATION_STARTED_EVENT))
}

/** Window event sent when a navigation has arrived (the shown path or query changed). */
export const NAVIGATION_SETTLED_EVENT = 'shell:navigation-settled'

const serverState = () => HIDDEN_STATE

/**
 * The top progress bar of SPEC §4 for client-side navigations. The App Router has no router
 * events, so a navigation starts with a click on an in-app link (or a history step) and ends when
 * the rendered path or query changes.
 */
export function ProgressBar({ label }: { label: string }) {
  const [bar] = useState(createProgressBar)
  const state = useSyncExternalStore(bar.subscribe, bar.getState, serverState)
  // The address the page shows now; Next changes it with pushState, which fires no event.
  const shown = useRef('')
  const settle = useCallback(() => {
    shown.current = window.location.href
    bar.finish()
    window.dispatchEvent(new Event(NAVIGATION_SETTLED_EVENT))
  }, [bar])
  useNavigationStart(bar, shown)
  useNavigationFailure(bar)
  const pathname = usePathname()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the end of a navigation
  useEffect(settle, [settle, pathname])
  useEffect(() => () => bar.dispose(), [bar])

  const phase = progressBarPhase(state)
  // The running bar is in the document now; the frame this callback precedes paints it. Until
  // then the bar may be visible in the machine only: on a busy phone the throttle can pass while
  // the page renders, and the page's passive effects (which end the navigation) run after the
  // page is painted, so a bar ended unpainted would flash complete over the page.
  useLayoutEffect(() => {
    if (phase !== 'running') return
    const frame = requestAnimationFrame(bar.onScreen)
    return () => cancelAnimationFrame(frame)
  }, [bar, phase])
  return (
    <>
      {/* useSearchParams bails out to client rendering up to a Suspense boundary: keep it small so
          static pages stay static. */}
      <Suspense fallback={null}>
        <SearchChange onChange={settle} />
      </Suspense>
      {phase === 'hidden' ? null : (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(state.percent)}
          data-state={phase}
        >
          <div
            className={styles.progressFill}
            style={{ transform: `scaleX(${state.percent / 100})` }}
          />
        </div>
      )}
    </>
  )
}

/** Calls `onChange` whenever the query string changes (a filter or a page of a list). */
function SearchChange({ onChange }: { onChange: () => void }) {
  const search = useSearchParams().toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query is the end of a navigation
  useEffect(() => onChange(), [onChange, search])
  return null
}

/** Starts the bar on in-app link clicks and on back/forward steps to another page. */
function useNavigationStart(bar: Machine, shown: RefObject<string>) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return
      const anchor = event.target.closest('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      const target = appNavigationTarget(
        {
          href: anchor.href,
          target: anchor.getAttribute('target'),
          download: anchor.hasAttribute('download'),
          button: event.button,
          modifier: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
          opensPopup: anchor.hasAttribute('aria-haspopup'),
        },
        window.location.href,
      )
      if (target) bar.start()
    }
    const onPopState = () => {
      // A history step between hashes of one page is no navigation.
      const from = shown.current || window.location.href
      const step = { href: window.location.href, button: 0, modifier: false }
      if (appNavigationTarget(step, from)) bar.start()
    }
    const onHashChange = () => {
      shown.current = window.location.href
    }
    // A page restored from the back/forward cache may have been left mid-navigation.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) bar.finish()
    }
    const onStart = () => bar.start()
    // Capture phase: Next's <Link> prevents the default action of the click in its own handler.
    document.addEventListener('click', onClick, true)
    window.addEventListener(NAVIGATION_STARTED_EVENT, onStart)
    window.addEventListener('popstate', onPopState)
    window.addEventListener('hashchange', onHashChange)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener(NAVIGATION_STARTED_EVENT, onStart)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('hashchange', onHashChange)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [bar, shown])
}

/**
 * Marks the bar failed when something breaks while a navigation runs: an uncaught error or
 * rejection, a framework chunk that does not load, or an error view's report.
 */
function useNavigationFailure(bar: Machine) {
  useEffect(() => {
    const fail = () => bar.fail()
    const onError = (event: Event) => {
      if (event instanceof ErrorEvent) {
        fail()
        return
      }
      // Resource errors do not bubble; in the capture phase only a failed chunk counts, not an image.
      if (failedChunkUrl(event.target, window.location.origin)) fail()
    }
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', fail)
    window.addEventListener(NAVIGATION_FAILED_EVENT, fail)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', fail)
      window.removeEventListener(NAVIGATION_FAILED_EVENT, fail)
    }
  }, [bar])
}
