'use client'

import { ChunkReloadGuard } from './ChunkReloadGuard.client'
import { OnlineStatus } from './OnlineStatus.client'

/**
 * Client-side parts of the shell: chunk-reload guard and online status (the progress bar lives in
 * the header). The texts come formatted from the layout: no message formatter in the browser.
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
    </>
  )
}
