'use client'

import { useTranslations } from 'next-intl'

import { ChunkReloadGuard } from './ChunkReloadGuard'
import { OnlineStatus } from './OnlineStatus'

/** Client-side parts of the shell: chunk-reload guard and online status (the progress bar lives in the header). */
export function ShellClient() {
  const t = useTranslations('shell')
  return (
    <>
      <ChunkReloadGuard />
      <OnlineStatus offlineText={t('offline')} onlineText={t('online')} />
    </>
  )
}
