/**
 * The numbers and names of SPEC §9 the Apollo client needs, taken from constants.ts on the server
 * and handed to the browser code as props (see `LiveNews.tsx`).
 *
 * Why not import constants.ts in the client modules: every page loads constants.ts already (the
 * shell uses it), and Turbopack keeps one copy of a module carrying every export any chunk uses.
 * An import from the lazily loaded Apollo chunk would add these exports to every page's first-load
 * JavaScript (about 0.2 kB gzip), which the budget has no room for.
 *
 * Only server code and tests import this module; client code imports its type.
 */
import {
  GRAPHQL_PATH,
  LIVE_CHANNEL,
  LIVE_FORBIDDEN_CLOSE_CODE,
  QUERY_CACHE_KEY_LIMIT,
  SSR_FORCE_FETCH_DELAY_MS,
  TOKEN_COOKIE,
} from '@/config/constants'

export type ApolloSettings = {
  /** The GraphQL path on the site's origin (HTTP and the live channel). */
  graphqlPath: string
  /** The token cookie's name. */
  tokenCookie: string
  /** Entries of the cache's memoised results. */
  resultCacheLimit: number
  /** How long after start network-only queries are answered from the server-filled cache. */
  ssrForceFetchDelayMs: number
  live: {
    /** How long to wait for the server's acknowledgement of a connection. */
    ackTimeoutMs: number
    backoff: { minMs: number; maxMs: number; factor: number }
    /** The close code of a refusal (credentials or operation): no reconnecting after it. */
    forbiddenCloseCode: number
  }
}

export const APOLLO_SETTINGS: ApolloSettings = {
  graphqlPath: GRAPHQL_PATH,
  tokenCookie: TOKEN_COOKIE.name,
  resultCacheLimit: QUERY_CACHE_KEY_LIMIT,
  ssrForceFetchDelayMs: SSR_FORCE_FETCH_DELAY_MS,
  live: {
    ackTimeoutMs: LIVE_CHANNEL.timeoutMs,
    backoff: { ...LIVE_CHANNEL.backoff },
    forbiddenCloseCode: LIVE_FORBIDDEN_CLOSE_CODE,
  },
}
