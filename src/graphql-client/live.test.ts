import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

// Renamed: graphql-ws's `useServer` is no React hook.
import { useServer as serveGraphQLWs } from 'graphql-ws/use/ws'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'

import { LIVE_CHANNEL, LIVE_FORBIDDEN_CLOSE_CODE } from '@/config/constants'

import { createApolloClient } from './create-client'
import { connectionParams, shouldRetryLive } from './live'
import { watchPublishedPosts } from './live-news'
import type { PublishedPost } from './operations'
import { APOLLO_SETTINGS } from './settings'

describe('the live settings', () => {
  it('are the SPEC §9 backoff and acknowledgement timeout', () => {
    expect(APOLLO_SETTINGS.live.backoff).toEqual(LIVE_CHANNEL.backoff)
    expect(APOLLO_SETTINGS.live.ackTimeoutMs).toBe(LIVE_CHANNEL.timeoutMs)
  })
})

describe('shouldRetryLive', () => {
  it('reconnects after drops and server restarts, never after a refusal (4403)', () => {
    const forbidden = APOLLO_SETTINGS.live.forbiddenCloseCode
    expect(forbidden).toBe(LIVE_FORBIDDEN_CLOSE_CODE)
    expect(shouldRetryLive({ code: 1006 }, forbidden)).toBe(true)
    expect(shouldRetryLive({ code: 1001 }, forbidden)).toBe(true)
    expect(shouldRetryLive(new Error('network'), forbidden)).toBe(true)
    expect(shouldRetryLive({ code: 4403 }, forbidden)).toBe(false)
  })
})

describe('connectionParams', () => {
  it('carries the token as a bearer authorization, or nothing', () => {
    expect(connectionParams('t')).toEqual({ authorization: 'Bearer t' })
    expect(connectionParams(undefined)).toEqual({})
  })
})

/**
 * graphql as graphql-ws's server loads it (Node's CommonJS copy): Vitest would hand this file the
 * ES module copy, whose schema the server's copy rejects as "from another module or realm".
 */
const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql')

/** The server's subscription, enough of it for the client: postPublished(locale). */
const schema = buildSchema(`
  enum LocaleInputType { ru en }
  type PostPublished { id: ID! title: String! type: String! date: String! path: String! }
  type Query { ok: Boolean }
  type Subscription { postPublished(locale: LocaleInputType!): PostPublished! }
`)

type LiveServer = {
  url: string
  /** Authorization of each connection, in order. */
  connections: (string | undefined)[]
  subscribers: () => number
  publish: (locale: string, post: PublishedPost) => void
  /** Cuts every connection without a close frame, as a crashed process or a lost network does. */
  dropAll: () => void
  close: () => Promise<void>
}

async function startLiveServer(): Promise<LiveServer> {
  const server = http.createServer()
  const wss = new WebSocketServer({ server, path: '/graphql' })
  const connections: (string | undefined)[] = []
  const queues = new Set<{ locale: string; push: (post: PublishedPost) => void }>()
  const cleanup = serveGraphQLWs(
    {
      schema,
      onConnect: (ctx) => {
        connections.push(ctx.connectionParams?.authorization as string | undefined)
      },
      roots: {
        subscription: {
          postPublished: ({ locale }: { locale: string }) => {
            // A hand-written iterator: an async generator waiting for the next post would run its
            // clean-up only after that post, so an unsubscription would go unnoticed.
            type Step = IteratorResult<{ postPublished: PublishedPost }>
            const pending: PublishedPost[] = []
            let waiting: ((step: Step) => void) | undefined
            const entry = {
              locale,
              push: (post: PublishedPost) => {
                if (waiting) waiting({ value: { postPublished: post }, done: false })
                else pending.push(post)
                waiting = undefined
              },
            }
            queues.add(entry)
            const iterator: AsyncIterableIterator<{ postPublished: PublishedPost }> = {
              next: () => {
                const post = pending.shift()
                if (post) return Promise.resolve({ value: { postPublished: post }, done: false })
                if (!queues.has(entry)) return Promise.resolve({ value: undefined, done: true })
                return new Promise<Step>((resolve) => {
                  waiting = resolve
                })
              },
              return: () => {
                queues.delete(entry)
                waiting?.({ value: undefined, done: true })
                return Promise.resolve({ value: undefined, done: true })
              },
              [Symbol.asyncIterator]() {
                return this
              },
            }
            return iterator
          },
        },
      },
    },
    wss,
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    connections,
    subscribers: () => queues.size,
    publish: (locale, post) => {
      for (const queue of queues) if (queue.locale === locale) queue.push(post)
    },
    dropAll: () => {
      for (const socket of wss.clients) socket.terminate()
    },
    close: async () => {
      await cleanup.dispose()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const post = (id: number, title: string): PublishedPost => ({
  id: String(id),
  title,
  type: 'news',
  date: '2026-11-21T10:00:00.000Z',
  path: `/en/news/${id}`,
})

const stops: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

describe('the live channel', () => {
  it('opens no socket until a subscription, then delivers posts of its language', async () => {
    const server = await startLiveServer()
    stops.push(server.close)
    let sockets = 0
    class CountingWebSocket extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args)
        sockets++
      }
    }
    const handle = createApolloClient({
      uri: server.url,
      settings: APOLLO_SETTINGS,
      webSocketImpl: CountingWebSocket,
      getToken: () => undefined,
    })
    stops.push(() => handle.dispose())
    // Some idle time: a lazy channel opens nothing by itself.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sockets).toBe(0)

    const received: PublishedPost[] = []
    const errors: unknown[] = []
    const stop = watchPublishedPosts({
      locale: 'en',
      handle,
      onPost: (p) => received.push(p),
      onError: (e) => errors.push(e),
    })
    await until(() => server.subscribers() === 1, 'the subscription')
    expect(sockets).toBe(1)
    expect(server.connections).toEqual([undefined])
    server.publish('ru', post(1, 'Новость'))
    server.publish('en', post(2, 'News'))
    await until(() => received.length === 1, 'a post')
    expect(received).toEqual([{ ...post(2, 'News'), __typename: 'PostPublished' }])
    expect(errors).toEqual([])
    stop()
    await until(() => server.subscribers() === 0, 'the unsubscription')
  })

  it('restarts with the new token after a login, and the subscription carries on', async () => {
    const server = await startLiveServer()
    stops.push(server.close)
    let token: string | undefined
    const handle = createApolloClient({
      uri: server.url,
      settings: APOLLO_SETTINGS,
      webSocketImpl: WebSocket,
      getToken: () => token,
    })
    stops.push(() => handle.dispose())
    const received: string[] = []
    stops.push(
      watchPublishedPosts({
        locale: 'ru',
        handle,
        onPost: (p) => received.push(p.title),
        onError: (e) => {
          throw e
        },
      }),
    )
    await until(() => server.subscribers() === 1, 'the subscription')
    server.publish('ru', post(1, 'до входа'))
    await until(() => received.length === 1, 'the first post')

    token = 'editor-token'
    handle.restartLive()
    await until(() => server.connections.length === 2, 'a new connection')
    expect(server.connections).toEqual([undefined, 'Bearer editor-token'])
    await until(() => server.subscribers() === 1, 'the resubscription')
    server.publish('ru', post(2, 'после входа'))
    await until(() => received.length === 2, 'the second post')
    expect(received).toEqual(['до входа', 'после входа'])
  })

  it('reconnects after the server drops the connection', async () => {
    const server = await startLiveServer()
    stops.push(server.close)
    const handle = createApolloClient({
      uri: server.url,
      settings: APOLLO_SETTINGS,
      webSocketImpl: WebSocket,
      getToken: () => undefined,
    })
    stops.push(() => handle.dispose())
    const received: string[] = []
    stops.push(
      watchPublishedPosts({
        locale: 'en',
        handle,
        onPost: (p) => received.push(p.title),
        onError: () => {},
      }),
    )
    await until(() => server.subscribers() === 1, 'the subscription')
    // A restart of the site's process looks like this to the browser: an abnormal closure.
    server.dropAll()
    await until(() => server.connections.length === 2, 'the reconnection')
    await until(() => server.subscribers() === 1, 'the resubscription')
    server.publish('en', post(3, 'back'))
    await until(() => received.length === 1, 'a post after the reconnection')
  })
})
