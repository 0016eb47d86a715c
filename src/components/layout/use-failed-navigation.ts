import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

import { catchFailedNavigations } from '@/browser/failed-navigation'

import {
  NAVIGATION_SETTLED_EVENT,
  reportNavigationFailure,
  reportNavigationStart,
} from './ProgressBar.client'

export type FailedNavigation = {
  /** The address whose page could not be fetched, while the error view shows; else null. */
  failed: string | null
  /** Navigates to that address again (the error view stays until a page arrives or it fails). */
  retry: () => void
}

/**
 * SPEC §8 for a navigation whose page fetch fails: the progress bar is marked failed and the app
 * error is set (`failed`), for the error view in place of the page (src/browser/failed-navigation.ts
 * says why Next needs help). Any navigation that arrives clears it.
 */
export function useFailedNavigation(): FailedNavigation {
  const router = useRouter()
  const [failed, setFailed] = useState<string | null>(null)

  useEffect(() => {
    let leaving = false
    const onPageHide = () => {
      leaving = true
    }
    const onPageShow = () => {
      leaving = false
    }
    const restore = catchFailedNavigations(
      window,
      (url) => {
        reportNavigationFailure()
        setFailed(url.pathname + url.search + url.hash)
      },
      // Offline under the service worker, Next's document load is the better answer: the worker
      // gives the saved page, or the offline page with its search (docs/offline.md).
      () => leaving || (!navigator.onLine && Boolean(navigator.serviceWorker?.controller)),
    )
    const onSettled = () => setFailed(null)
    window.addEventListener('pagehide', onPageHide)
    window.addEventListener('pageshow', onPageShow)
    window.addEventListener(NAVIGATION_SETTLED_EVENT, onSettled)
    return () => {
      restore()
      window.removeEventListener('pagehide', onPageHide)
      window.removeEventListener('pageshow', onPageShow)
      window.removeEventListener(NAVIGATION_SETTLED_EVENT, onSettled)
    }
  }, [])

  const retry = useCallback(() => {
    if (failed === null) return
    reportNavigationStart()
    router.push(failed)
  }, [failed, router])

  return { failed, retry }
}
