/**
 * The inbox role's live feed of arriving callback requests: the `callbackReceived` subscription over the
 * site's live channel (graphql-ws on /graphql). The browser sends the admin's HttpOnly session
 * cookie with the upgrade, which the channel accepts from the site's own pages, so no token is
 * ever readable by the page: a reconnect after the session was refreshed sends the fresh cookie.
 */
import { createClient } from 'graphql-ws'

import { GRAPHQL_PATH, LIVE_CHANNEL, LIVE_FORBIDDEN_CLOSE_CODE } from '@/config/constants'
import { type Backoff, waitBeforeRetry } from '@/lib/backoff'

export type ReceivedCallback = { id: number; name: string; phone: string; createdAt: string }

export const CALLBACK_RECEIVED =
  'subscription CallbackReceived { callbackReceived { id name phone createdAt } }'

export type FeedOptions = {
  url: string
  onReceived: (callback: ReceivedCallback) => void
  backoff?: Backoff
  /** A WebSocket class where there is no global one (Node 20 in tests: the `ws` package). */
  webSocketImpl?: unknown
}

/** The live channel's address on the page's own host: wss on https pages. */
export function liveUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GRAPHQL_PATH}`
}

/** Whether graphql-ws tries again after this close event or error. */
export function retriesAfter(event: unknown): boolean {
  const code = (event as { code?: unknown } | null)?.code
  return typeof code === 'number' && code !== LIVE_FORBIDDEN_CLOSE_CODE
}

/** Starts following; the returned function stops (unsubscribes and closes the socket). */
export function followCallbacks({
  url,
  onReceived,
  backoff = LIVE_CHANNEL.backoff,
  webSocketImpl,
}: FeedOptions): () => void {
  const client = createClient({
    url,
    lazy: true,
    // Reconnect after a closed connection for as long as the page is open (a server restart, a
    // network drop), but not after the channel refused the subscription (4403: signed out, or
    // not allowed to see callbacks): it would refuse it again.
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: retriesAfter,
    retryWait: waitBeforeRetry(backoff),
    webSocketImpl,
  })
  const unsubscribe = client.subscribe<{ callbackReceived: ReceivedCallback }>(
    { query: CALLBACK_RECEIVED },
    {
      next: ({ data }) => {
        if (data?.callbackReceived) onReceived(data.callbackReceived)
      },
      // The feed ended for good (refused): the admin itself shows the sign-in page if need be.
      error: () => undefined,
      complete: () => undefined,
    },
  )
  return () => {
    unsubscribe()
    void client.dispose()
  }
}
