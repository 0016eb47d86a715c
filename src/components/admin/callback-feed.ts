/**
 * Editors' live feed of arriving callback requests: the `callbackReceived` subscription over the
 * site's live channel (graphql-ws on /graphql). The channel signs staff in by a bearer token in the
 * connection parameters only (it ignores the admin's cookie on purpose), so the token is asked for
 * anew on every connection: a reconnect after the session was refreshed sends the fresh one.
 */
import { createClient } from 'graphql-ws'

import { GRAPHQL_PATH, LIVE_CHANNEL, LIVE_FORBIDDEN_CLOSE_CODE } from '@/config/constants'
import { type Backoff, waitBeforeRetry } from '@/lib/backoff'

export type ReceivedCallback = { id: number; name: string; phone: string; createdAt: string }

export const CALLBACK_RECEIVED =
  'subscription CallbackReceived { callbackReceived { id name phone createdAt } }'

export type FeedOptions = {
  url: string
  /** The signed-in user's token, or undefined when nobody is signed in (the feed then ends). */
  getToken: () => Promise<string | undefined>
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

/**
 * The signed-in user's token from Payload's `GET /api/users/me` (its JSON carries the token of
 * the admin's HttpOnly cookie), or undefined when nobody is signed in.
 */
export async function fetchToken(meUrl: string): Promise<string | undefined> {
  const response = await fetch(meUrl, { credentials: 'same-origin', cache: 'no-store' })
  if (!response.ok) return undefined
  const body = (await response.json()) as { token?: unknown }
  return typeof body.token === 'string' && body.token ? body.token : undefined
}

/** Starts following; the returned function stops (unsubscribes and closes the socket). */
export function followCallbacks({
  url,
  getToken,
  onReceived,
  backoff = LIVE_CHANNEL.backoff,
  webSocketImpl,
}: FeedOptions): () => void {
  const client = createClient({
    url,
    lazy: true,
    async connectionParams() {
      const token = await getToken()
      // Signed out: the error is no close, so `shouldRetry` below lets it end the feed.
      if (!token) throw new Error('Not signed in')
      return { Authorization: `Bearer ${token}` }
    },
    // Reconnect after a closed connection for as long as the page is open (a server restart, a
    // network drop), but not after the channel refused these credentials (4403): it would refuse
    // them again. Errors that are no close (signed out, see above) end the feed too.
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
      // The feed ended for good (signed out, refused): the admin itself shows the sign-in page.
      error: () => undefined,
      complete: () => undefined,
    },
  )
  return () => {
    unsubscribe()
    void client.dispose()
  }
}
