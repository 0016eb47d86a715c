'use client'

import { useOfflineWorker } from './use-offline-worker'

/** The offline service worker's registration (docs/offline.md); renders nothing. */
export function OfflineWorker() {
  useOfflineWorker()
  return null
}
