'use client'

import { ChunkReloadGuard } from './ChunkReloadGuard.client'
import { OfflineWorker } from './OfflineWorker.client'
import { OnlineStatus } from './OnlineStatus.client'

/**
 * Client-side parts of the shell: chunk-reload guard, online status and the offline service
 * worker (the progress bar lives in the header). The texts come formatted from the layout: no message formatter in the browser.
 */
export function ShellClient({
  offlineText,
  onlineText,
}: {
  offlineText: string
  onlineText: string
}) {
  return (
    <>
      <ChunkReloadGuard />
      <OnlineStatus offlineText={offlineText} onlineText={onlineText} />
      <OfflineWorker />
    </>
  )
}
