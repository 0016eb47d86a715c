'use client'

import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'

import type { LiveNewsFeedProps } from './LiveNewsFeed'

/**
 * The feed, Apollo and graphql-ws come in a chunk of their own, fetched when the page is idle: the
 * press center's first-load JavaScript stays within its budget. A chunk that fails to load shows
 * nothing (the live news are an extra, never a reason for an error page).
 */
const LiveNewsFeed = lazy<ComponentType<LiveNewsFeedProps>>(() =>
  import('./LiveNewsFeed').catch((error: unknown) => {
    console.warn('Live news are unavailable', error)
    return { default: () => null }
  }),
)

/** How long the browser may wait for an idle moment before the feed starts anyway. */
const IDLE_TIMEOUT_MS = 3000

/** Starts the live news feed after hydration, when the browser is idle. */
export function LiveNewsBanner(props: LiveNewsFeedProps) {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    const start = () => setIdle(true)
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 1)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(handle)
  }, [])
  return idle ? (
    <Suspense>
      <LiveNewsFeed {...props} />
    </Suspense>
  ) : null
}
