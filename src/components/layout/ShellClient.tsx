'use client'

import { useTranslations } from 'next-intl'

import { ChunkReloadGuard } from './ChunkReloadGuard'
import { OnlineStatus } from './OnlineStatus'
import { ProgressBar } from './ProgressBar'

/** Client-side parts of the shell: progress bar, chunk-reload guard, online status. */
export function ShellClient() {
  const t = useTranslations('shell')
  return (
    <>
      <ProgressBar label={t('loading')} />
      <ChunkReloadGuard />
      <OnlineStatus offlineText={t('offline')} onlineText={t('online')} />
    </>
  )
}
