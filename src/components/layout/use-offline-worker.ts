import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { keepPageForOffline, registerServiceWorker } from '@/browser/offline/register'
import { whenSettled } from '@/browser/when-settled'

/**
 * Registers the offline service worker in production builds, once the page has settled (it never
 * competes with the page's start), and has it keep each page the visitor navigates to.
 */
export function useOfflineWorker(): void {
  const pathname = usePathname()

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return
    return whenSettled(() => {
      registerServiceWorker().catch((error: unknown) =>
        console.warn('The offline service worker could not be registered', error),
      )
    })
  }, [])

  // The first page is kept at registration; later ones as the visitor reaches them.
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' && pathname) keepPageForOffline(location.href)
  }, [pathname])
}
