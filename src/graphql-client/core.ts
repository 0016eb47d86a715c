/**
 * The Apollo Client of the site (browser, and Node for tests and scripts). Never imported by a
 * page's first-load code: client components `import()` it when they need it (DESIGN: "Apollo loads
 * only in the components that use it"). This module takes its SPEC §9 values as an argument;
 * `create-client.ts` fills them in from constants.ts for server code and tests (why the browser
 * path does not: see settings.ts).
 *
 * The link chain, top to bottom:
 *   auth (Authorization: Bearer {token}, SPEC §7)
 *   └ subscription? → live channel (graphql-ws, loaded on first use)
 *   └ files in the variables? → transport errors → multipart upload
 *   └ otherwise → persisted queries (v1, GET for hashed queries) → transport errors → HTTP
 * Subscriptions and uploads branch off before the persisted-query link: the WebSocket always sends
 * the query text anyway, and a hash miss on an upload would send the files twice.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client'
import { cacheSizes } from '@apollo/client/utilities'
import { Observable, type Subscription } from 'rxjs'

import { readCookie } from '@/lib/cookie'

import { createTransportErrorLink } from './errors'
import type { Live } from './live'
import { canHash, createPersistedQueriesLink } from './persisted-queries'
import type { ApolloSettings } from './settings'
import { createUploadLink, hasFiles } from './upload-link'

export type ApolloClientOptions = {
  /** The GraphQL endpoint: '/graphql' in a browser, absolute in Node. */
  uri: string
  /** SPEC §9 values: `APOLLO_SETTINGS`, or in the browser the props that carry them. */
  settings: ApolloSettings
  /** The live channel's address; by default derived from `uri` and the page's location. */
  wsUrl?: string
  fetch?: typeof fetch
  /** A WebSocket class where there is no global one (Node 20: the `ws` package). */
  webSocketImpl?: unknown
  /** The bearer token; by default the token cookie when scripts can read it. */
  getToken?: () => string | undefined
  ssrMode?: boolean
}

export type ApolloHandle = {
  client: ApolloClient
  /** Reconnects the live channel so its operations resubscribe with the current token. */
  restartLive(): void
  /** Stops the client and closes the live channel. */
  dispose(): void
}

/**
 * SPEC §7 "Requests carry the header Authorization with value Bearer {token} when the token cookie
 * exists". Our server sets the cookie HttpOnly, so scripts usually cannot read it and the browser
 * sends it by itself; a cookie scripts can read (set by another deployment) is still honoured.
 */
export function tokenFromDocumentCookie(cookieName: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  try {
    return readCookie(document.cookie, cookieName)
  } catch {
    // A sandboxed document throws on cookie access.
    return undefined
  }
}

/** ws: or wss: on the endpoint's host; a relative `uri` is resolved against the page. */
export function deriveWsUrl(uri: string, base?: string): string {
  const url = new URL(uri, base)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.toString()
}

/** Adds the bearer header when there is a token; otherwise leaves the request as it is. */
export function createAuthLink(getToken: () => string | undefined): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = getToken()
    if (token) {
      operation.setContext(({ headers }) => ({
        headers: { ...headers, authorization: `Bearer ${token}` },
      }))
    }
    return forward(operation)
  })
}

/** A terminating link that loads its real link on the first operation (and again after a failure). */
function createLazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: Subscription | undefined
        let closed = false
        load().then(
          (link) => {
            if (closed) return
            inner = link
              .request(operation, () => {
                throw new Error('The live channel is a terminating link')
              })
              .subscribe(observer)
          },
          (error: unknown) => observer.error(error),
        )
        return () => {
          closed = true
          inner?.unsubscribe()
        }
      }),
  )
}

/**
 * Apollo's global cache sizes: SPEC §9 "Query result cache key limit 65536 entries" is the bound of
 * the cache's memoised reads (Apollo 3's `resultCacheMaxSize`, which Apollo 4 replaced with these
 * keys). They are read when a cache is created, so they are set before each one.
 */
function limitResultCache(limit: number): void {
  cacheSizes['inMemoryCache.executeSelectionSet'] = limit
  cacheSizes['inMemoryCache.executeSubSelectedArray'] = limit
}

/** The site's Apollo Client with its links, cache and live channel; see the chain above. */
export function createApolloClientWith(options: ApolloClientOptions): ApolloHandle {
  const { uri, settings, fetch: customFetch, webSocketImpl, ssrMode = false } = options
  const getToken = options.getToken ?? (() => tokenFromDocumentCookie(settings.tokenCookie))
  const credentials: RequestCredentials = 'same-origin'

  let live: Live | undefined
  let loading: Promise<Live> | undefined
  let disposed = false
  const loadLive = (): Promise<Live> => {
    loading ??= import('./live')
      .then(({ createLive }) => {
        if (disposed) throw new Error('The Apollo client was disposed')
        const base = typeof location === 'undefined' ? undefined : location.href
        live = createLive({
          url: options.wsUrl ?? deriveWsUrl(uri, base),
          getToken,
          webSocketImpl,
          ...settings.live,
        })
        return live
      })
      .catch((error: unknown) => {
        // A failed chunk load is tried again by the next subscription.
        loading = undefined
        throw error
      })
    return loading
  }

  const http = new HttpLink({ uri, credentials, fetch: customFetch })
  const queries = canHash()
    ? ApolloLink.from([createPersistedQueriesLink(), createTransportErrorLink(), http])
    : ApolloLink.from([createTransportErrorLink(), http])
  const uploads = ApolloLink.from([
    createTransportErrorLink(),
    createUploadLink({ uri, credentials, fetch: customFetch }),
  ])
  const link = ApolloLink.from([
    createAuthLink(getToken),
    ApolloLink.split(
      (operation) => operation.operationType === 'subscription',
      createLazyLink(() => loadLive().then(({ link }) => link)),
      ApolloLink.split((operation) => hasFiles(operation.variables), uploads, queries),
    ),
  ])

  limitResultCache(settings.resultCacheLimit)
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    ssrMode,
    // SPEC §9 "Server-render force-fetch delay 100 ms": right after hydration, network-only
    // queries are answered from the cache the server filled instead of being fetched again.
    ...(ssrMode ? {} : { ssrForceFetchDelay: settings.ssrForceFetchDelayMs }),
  })

  return {
    client,
    restartLive() {
      // graphql-ws retries a terminated socket (close 4499): its subscriptions come back on a new
      // connection, whose parameters are read again. Without a connection there is nothing to do.
      live?.client.terminate()
    },
    dispose() {
      disposed = true
      client.stop()
      void live?.client.dispose()
      live = undefined
    },
  }
}
