import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { keepPageForOffline, registerServiceWorker } from '@/browser/offline/register'
import { whenSettled } from '@/browser/when-settled'

/**
 * Registers the offline service worker in production builds, once the page has settled (it never
 * competes with the page's start), and has it keep each page the visitor navigates to.
 */
export function useOfflineWorker(): void {
  const pathname = usePathname()
  const shown = useRef<string | null>(null)

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return
    return whenSettled(() => {
      registerServiceWorker().catch((error: unknown) =>
        console.warn('The offline service worker could not be registered', error),
      )
    })
  }, [])

  // A loaded page's document went through the worker (or is kept at registration); a page
  // reached by client navigation is asked for as a document once shown.
  useEffect(() => {
    const first = shown.current === null
    shown.current = pathname
    if (process.env.NODE_ENV === 'production' && !first) keepPageForOffline(location.href)
  }, [pathname])
}
