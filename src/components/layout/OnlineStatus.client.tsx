'use client'

import { useEffect, useState } from 'react'

import styles from './shell.module.css'

/** How long "back online" stays on screen: long enough to read, short enough not to linger. */
const BACK_ONLINE_NOTICE_MS = 4000

type Status = 'online' | 'offline' | 'back-online'

/**
 * SPEC §4 "Online or offline status follows the browser events", shown to the visitor: a notice
 * while offline, and briefly once the connection is back. The live region is always in the page
 * (empty while online), so screen readers announce the change when its text appears.
 */
export function OnlineStatus({
  offlineText,
  onlineText,
}: {
  offlineText: string
  onlineText: string
}) {
  // The server cannot know; the browser's own flag is read after mount so the HTML is identical.
  const [status, setStatus] = useState<Status>('online')

  useEffect(() => {
    const goOffline = () => setStatus('offline')
    const goOnline = () =>
      setStatus((previous) => (previous === 'online' ? previous : 'back-online'))
    if (!navigator.onLine) goOffline()
    window.addEventListener('offline', goOffline)
    window.addEventListener('online', goOnline)
    return () => {
      window.removeEventListener('offline', goOffline)
      window.removeEventListener('online', goOnline)
    }
  }, [])

  useEffect(() => {
    if (status !== 'back-online') return
    const timer = window.setTimeout(() => setStatus('online'), BACK_ONLINE_NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [status])

  const text = status === 'offline' ? offlineText : status === 'back-online' ? onlineText : null
  return (
    <div className={styles.status} role="status" aria-live="polite" data-status={status}>
      {text ? (
        <p className={styles.banner} data-tone={status === 'offline' ? 'offline' : 'online'}>
          {text}
        </p>
      ) : null}
    </div>
  )
}
