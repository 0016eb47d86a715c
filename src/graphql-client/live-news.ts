/**
 * The press center's live feed, the entry point the banner `import()`s after hydration: one Apollo
 * client per page (shared by every caller), and a subscription to newly published posts.
 */
import type { Locale } from '@/config/constants'

import { type ApolloHandle, createApolloClientWith } from './core'
import { POST_PUBLISHED, type PublishedPost } from './operations'
import type { ApolloSettings } from './settings'

let browserHandle: ApolloHandle | undefined

/**
 * The page's Apollo client, created on first use with the settings the server rendered (same
 * origin; the token cookie travels by itself).
 */
export function browserApollo(settings: ApolloSettings): ApolloHandle {
  browserHandle ??= createApolloClientWith({ uri: settings.graphqlPath, settings })
  return browserHandle
}

export type WatchOptions = {
  locale: Locale
  onPost: (post: PublishedPost) => void
  onError: (error: unknown) => void
  /** The client to use: `browserApollo(settings)` in a page. */
  handle: ApolloHandle
}

/** Subscribes to `postPublished` in a language; returns the unsubscribe function. */
export function watchPublishedPosts({ locale, onPost, onError, handle }: WatchOptions): () => void {
  const subscription = handle.client
    .subscribe({ query: POST_PUBLISHED, variables: { locale } })
    .subscribe({
      next: ({ data, error }) => {
        if (error) onError(error)
        if (data?.postPublished) onPost(data.postPublished)
      },
      error: onError,
    })
  return () => subscription.unsubscribe()
}
