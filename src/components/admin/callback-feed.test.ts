import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

import { useServer as attachGraphqlWs } from 'graphql-ws/use/ws'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'

import { followCallbacks, liveUrl, type ReceivedCallback, retriesAfter } from './callback-feed'

// graphql-ws's server loads graphql's CommonJS build (Node's resolution); the schema must come from
// the same copy, not the ES build Vitest would give an `import`.
const { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } =
  createRequire(import.meta.url)('graphql') as typeof import('graphql')

const ReceivedCallbackType = new GraphQLObjectType({
  name: 'ReceivedCallback',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    name: { type: new GraphQLNonNull(GraphQLString) },
    phone: { type: new GraphQLNonNull(GraphQLString) },
    createdAt: { type: new GraphQLNonNull(GraphQLString) },
  },
})

/**
 * A live channel like the site's: connections must come with the session cookie `good-…`, and the
 * test pushes events to every open subscription.
 */
async function startChannel() {
  const listeners = new Set<(event: ReceivedCallback) => void>()
  const seenCookies: unknown[] = []
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        callbackReceived: {
          type: new GraphQLNonNull(ReceivedCallbackType),
          // An iterator that ends at once when the server lets go of the subscription (an async
          // generator waiting for the next event would only end after it).
          subscribe: () => {
            const queue: ReceivedCallback[] = []
            let waiting: ((result: IteratorResult<unknown>) => void) | undefined
            const listener = (event: ReceivedCallback) => {
              if (waiting) waiting({ value: { callbackReceived: event }, done: false })
              else queue.push(event)
              waiting = undefined
            }
            listeners.add(listener)
            const end = async () => {
              listeners.delete(listener)
              waiting?.({ value: undefined, done: true })
              return { value: undefined, done: true as const }
            }
            return {
              [Symbol.asyncIterator]() {
                return this
              },
              next: () => {
                const event = queue.shift()
                if (event)
                  return Promise.resolve({ value: { callbackReceived: event }, done: false })
                return new Promise<IteratorResult<unknown>>((resolve) => (waiting = resolve))
              },
              return: end,
              throw: end,
            }
          },
        },
      },
    }),
  })
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  const server = attachGraphqlWs(
    {
      schema,
      onConnect(ctx) {
        const cookie = ctx.extra.request.headers.cookie
        seenCookies.push(cookie)
        return Boolean(ctx.connectionParams === undefined && cookie?.startsWith('session=good-'))
      },
    },
    wss,
  )
  await new Promise((resolve) => wss.once('listening', resolve))
  const { port } = wss.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}/graphql`,
    seenCookies,
    subscribers: () => listeners.size,
    publish: (event: ReceivedCallback) => {
      for (const listener of listeners) listener(event)
    },
    /** Drops every connection the way a restarting server does. */
    dropAll: () => {
      for (const socket of wss.clients) socket.close(1001, 'Server is restarting')
    },
    sockets: () => wss.clients.size,
    async close() {
      await server.dispose()
      await new Promise((resolve) => wss.close(resolve))
    },
  }
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const event = (id: number): ReceivedCallback => ({
  id,
  name: 'Анна <b>',
  phone: '+79161234567',
  createdAt: '2025-05-01T10:00:00.000Z',
})

const fastBackoff = { minMs: 10, maxMs: 50, factor: 2 }
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A browser's WebSocket as the admin's page opens it: the page's session cookie goes along. */
function withCookie(next: () => string) {
  return class extends WebSocket {
    constructor(url: string, protocols: string | string[]) {
      super(url, protocols, { headers: { cookie: `session=${next()}` } })
    }
  }
}

describe('followCallbacks', () => {
  it("connects with the page's cookie only and hands each arriving request over", async () => {
    const channel = await startChannel()
    cleanups.push(() => channel.close())
    const received: ReceivedCallback[] = []
    const stop = followCallbacks({
      url: channel.url,
      onReceived: (callback) => received.push(callback),
      webSocketImpl: withCookie(() => 'good-1'),
    })
    cleanups.push(stop)
    await until(() => channel.subscribers() === 1)
    expect(channel.seenCookies).toEqual(['session=good-1'])
    channel.publish(event(7))
    await until(() => received.length === 1)
    expect(received[0]).toEqual(event(7))
  })

  it('reconnects after the server drops the connection, with the cookie of the moment', async () => {
    const channel = await startChannel()
    cleanups.push(() => channel.close())
    let sessions = 0
    const received: number[] = []
    const stop = followCallbacks({
      url: channel.url,
      onReceived: (callback) => received.push(callback.id),
      backoff: fastBackoff,
      webSocketImpl: withCookie(() => `good-${++sessions}`),
    })
    cleanups.push(stop)
    await until(() => channel.subscribers() === 1)
    channel.dropAll()
    await until(() => channel.subscribers() === 0)
    await until(() => channel.subscribers() === 1)
    expect(channel.seenCookies).toEqual(['session=good-1', 'session=good-2'])
    channel.publish(event(8))
    await until(() => received.length === 1)
    expect(received).toEqual([8])
  })

  it('gives up when the channel refuses the session (closing with 4403)', async () => {
    const channel = await startChannel()
    cleanups.push(() => channel.close())
    let asks = 0
    cleanups.push(
      followCallbacks({
        url: channel.url,
        onReceived: () => undefined,
        backoff: fastBackoff,
        webSocketImpl: withCookie(() => {
          asks++
          return 'signed-out'
        }),
      }),
    )
    await until(() => channel.seenCookies.length === 1)
    // Several backoff periods later: no new attempt.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(asks).toBe(1)
    expect(channel.seenCookies).toEqual(['session=signed-out'])
    expect(channel.sockets()).toBe(0)
  })

  it('closes its connection when stopped', async () => {
    const channel = await startChannel()
    cleanups.push(() => channel.close())
    const stop = followCallbacks({
      url: channel.url,
      onReceived: () => undefined,
      webSocketImpl: withCookie(() => 'good-1'),
    })
    await until(() => channel.subscribers() === 1)
    stop()
    await until(() => channel.sockets() === 0 && channel.subscribers() === 0)
  })
})

describe('liveUrl', () => {
  it('is the GraphQL path on the same host, secure on https pages', () => {
    expect(liveUrl({ protocol: 'https:', host: 'collegium.example' })).toBe(
      'wss://collegium.example/graphql',
    )
    expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:3131' })).toBe(
      'ws://127.0.0.1:3131/graphql',
    )
  })
})

describe('retriesAfter', () => {
  it('retries closed connections except a refusal, and no other error', () => {
    expect(retriesAfter({ code: 1006, reason: '' })).toBe(true)
    expect(retriesAfter({ code: 1001, reason: 'Server is restarting' })).toBe(true)
    expect(retriesAfter({ code: 4403, reason: 'Forbidden' })).toBe(false)
    expect(retriesAfter(new Error('Not signed in'))).toBe(false)
  })
})
