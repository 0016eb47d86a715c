/**
 * The live channel of SPEC §7 and §9: graphql-ws over a WebSocket on the GraphQL path, reconnecting
 * with a 100 ms → 10 s backoff (factor 2), a 30 s wait for the server's acknowledgement, and the
 * bearer token in the connection parameters. Loaded on the first subscription only (see
 * `create-client.ts`), so pages that never subscribe never download graphql-ws.
 */
import { GraphQLWsLink } from '@apollo/client/link/subscriptions'
import { type Client, createClient } from 'graphql-ws'

import { waitBeforeRetry } from '@/lib/backoff'

import type { ApolloSettings } from './settings'

/** The connection parameters the server reads the token from (the cookie is read too). */
export function connectionParams(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {}
}

export type LiveOptions = ApolloSettings['live'] & {
  url: string
  getToken: () => string | undefined
  /** A WebSocket class where there is no global one (Node 20: the `ws` package). */
  webSocketImpl?: unknown
}

/** Whether a lost connection is tried again: always, but after a refusal (4403). */
export function shouldRetryLive(event: unknown, forbiddenCloseCode: number): boolean {
  const code = (event as { code?: unknown } | null)?.code
  return code !== forbiddenCloseCode
}

export type Live = { link: GraphQLWsLink; client: Client }

export function createLive({
  url,
  getToken,
  webSocketImpl,
  ackTimeoutMs,
  backoff,
  forbiddenCloseCode,
}: LiveOptions): Live {
  const client = createClient({
    url,
    // Connect on the first subscription, close when the last one ends.
    lazy: true,
    // Read per connection, so a restart after login or logout sends the new token.
    connectionParams: () => connectionParams(getToken()),
    connectionAckWaitTimeout: ackTimeoutMs,
    // "Reconnecting" (SPEC §7): forever, with the backoff, after every close graphql-ws does not
    // itself treat as final (a protocol error such as 4400 or 4401 still ends the operation), and
    // not after 4403: the server refused these credentials or this operation, and would again.
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: (event) => shouldRetryLive(event, forbiddenCloseCode),
    retryWait: waitBeforeRetry(backoff),
    webSocketImpl,
  })
  return { link: new GraphQLWsLink(client), client }
}
