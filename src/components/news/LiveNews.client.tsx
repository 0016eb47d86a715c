'use client'

import { type ComponentType, useEffect, useState } from 'react'

import { importOnce, whenSettled } from '@/browser/when-settled'

import type { LiveNewsFeedProps } from './LiveNewsFeed.client'

/**
 * The feed, Apollo and graphql-ws come in a chunk of their own, fetched once the page has settled:
 * the press center's first-load JavaScript stays within its budget, and its start is not slowed. A
 * chunk that fails to load shows nothing (the live news are an extra, never a reason for an error
 * page).
 */
const loadFeed = importOnce<ComponentType<LiveNewsFeedProps>>(
  () => import('./LiveNewsFeed.client').then((module) => module.default),
  (error) => {
    console.warn('Live news are unavailable', error)
    return () => null
  },
)

/** Starts the live news feed once the page has settled. */
export function LiveNewsClient(props: LiveNewsFeedProps) {
  const [Feed, setFeed] = useState<ComponentType<LiveNewsFeedProps> | undefined>(undefined)
  useEffect(() => whenSettled(() => void loadFeed().then((loaded) => setFeed(() => loaded))), [])
  return Feed ? <Feed {...props} /> : null
}
