/**
 * The live-event bus: Payload hooks publish, subscriptions listen. With PostgreSQL every instance
 * listens on one channel (LISTEN/NOTIFY), so an event raised on one reaches subscribers on all;
 * with SQLite (one instance) an in-process emitter does. One bus per process: Next bundles this
 * module into several copies (routes, Payload's hooks, instrumentation), so the instance lives in
 * the process's content registry.
 */
import { EventEmitter } from 'node:events'

import pg from 'pg'
import { getEnv } from '@/config/env'
import { logError } from '@/lib/logger'
import { openOwnConnection } from '@/lib/own-connection'
import { processRegistry } from '@/lib/process-registry'

export type LiveEvent =
  | { type: 'post-published'; id: number }
  | { type: 'callback-received'; id: number }
  /**
   * A public document was written or deleted: every instance refreshes its search index (indexed
   * collections) and expires its cached pages that read it.
   */
  | { type: 'content-changed'; collection: string; id: number }
  /** A public global (site settings, navigation) changed: every instance expires its pages. */
  | { type: 'global-changed'; global: string }

export type LiveEventType = LiveEvent['type']
type Listener = (event: LiveEvent) => void

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>
  /** Calls `listener` for every event; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void
  close(): Promise<void>
}

/** NOTIFY payloads are limited to 8000 bytes; ours are a type, an id and a slug. */
export const PG_CHANNEL = 'collegium_live'
const RECONNECT_MS = { min: 100, max: 10_000 }

const EVENT_TYPES: readonly LiveEventType[] = [
  'post-published',
  'callback-received',
  'content-changed',
  'global-changed',
]
const COLLECTION_SLUG = /^[a-z][a-z-]{0,63}$/

/** An event from the wire, or undefined for anything malformed (another app on the channel). */
export function parseLiveEvent(text: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(text) as {
      type?: unknown
      id?: unknown
      collection?: unknown
      global?: unknown
    }
    if (!EVENT_TYPES.includes(value.type as LiveEventType)) return undefined
    if (value.type === 'global-changed') {
      if (typeof value.global !== 'string' || !COLLECTION_SLUG.test(value.global)) return undefined
      return { type: value.type, global: value.global }
    }
    if (typeof value.id !== 'number' || !Number.isSafeInteger(value.id)) return undefined
    if (value.type === 'content-changed') {
      if (typeof value.collection !== 'string' || !COLLECTION_SLUG.test(value.collection)) {
        return undefined
      }
      return { type: value.type, collection: value.collection, id: value.id }
    }
    return { type: value.type as 'post-published' | 'callback-received', id: value.id }
  } catch {
    return undefined
  }
}

class MemoryBus implements LiveBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0)

  async publish(event: LiveEvent): Promise<void> {
    this.emitter.emit('event', event)
  }

  subscribe(listener: Listener): () => void {
    this.emitter.on('event', listener)
    return () => this.emitter.off('event', listener)
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners()
  }
}

/**
 * PostgreSQL bus. Publishing sends NOTIFY and nothing else: the publishing instance hears its own
 * events through LISTEN like every other, so there is one delivery path. The listening connection
 * is opened with the first subscriber and reopened with backoff when it drops.
 */
export class PostgresBus implements LiveBus {
  private readonly local = new MemoryBus()
  private listener: pg.Client | undefined
  private connecting: Promise<void> | undefined
  private readonly notifier: pg.Pool
  private closed = false
  private retryMs = RECONNECT_MS.min

  constructor(
    private readonly url: string,
    private readonly log: (message: string, error?: unknown) => void = logError,
  ) {
    this.notifier = new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 10_000 })
    this.notifier.on('error', (error) => this.log('live bus: notify connection failed', error))
  }

  async publish(event: LiveEvent): Promise<void> {
    await this.notifier.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(event)])
  }

  subscribe(listener: Listener): () => void {
    void this.listen()
    return this.local.subscribe(listener)
  }

  /** Resolves once LISTEN is in place (tests wait for it before publishing). */
  listen(): Promise<void> {
    if (this.listener || this.closed) return Promise.resolve()
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined
    })
    return this.connecting
  }

  private async connect(): Promise<void> {
    try {
      const client = await openOwnConnection(this.url, (lost, error) => {
        if (error) this.log('live bus: listening connection lost', error)
        this.reconnect(lost)
      })
      client.on('notification', (message) => {
        const event = message.payload ? parseLiveEvent(message.payload) : undefined
        if (event) void this.local.publish(event)
      })
      try {
        await client.query(`LISTEN ${PG_CHANNEL}`)
      } catch (error) {
        void client.end().catch(() => undefined)
        throw error
      }
      this.listener = client
      this.retryMs = RECONNECT_MS.min
    } catch (error) {
      this.log('live bus: cannot listen', error)
      this.scheduleRetry()
    }
  }

  private reconnect(client: pg.Client): void {
    if (this.listener !== client) return
    this.listener = undefined
    void client.end().catch(() => undefined)
    this.scheduleRetry()
  }

  private scheduleRetry(): void {
    if (this.closed) return
    const wait = this.retryMs
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MS.max)
    setTimeout(() => void this.listen(), wait).unref()
  }

  async close(): Promise<void> {
    this.closed = true
    await this.local.close()
    const listener = this.listener
    this.listener = undefined
    await Promise.all([listener?.end().catch(() => undefined), this.notifier.end()])
  }
}

const content = processRegistry('content')

/** This process's bus: PostgreSQL when the site runs on PostgreSQL, in-process otherwise. */
export function liveBus(): LiveBus {
  return content.once<LiveBus>('bus', () => {
    const { database } = getEnv()
    return database.kind === 'postgres' ? new PostgresBus(database.url) : new MemoryBus()
  })
}

/** Closes this process's bus, if one was made (shutdown). */
export async function closeLiveBus(): Promise<void> {
  const bus = content.peek<LiveBus>('bus')
  content.forget('bus')
  await bus?.close()
}

/**
 * The events of one type as an async iterator (what a GraphQL subscription returns). Events that
 * arrive while the consumer is busy wait in a queue; ending the subscription unsubscribes.
 */
export function liveEvents<T extends LiveEventType>(
  bus: LiveBus,
  type: T,
): AsyncIterableIterator<Extract<LiveEvent, { type: T }>> {
  type Event = Extract<LiveEvent, { type: T }>
  const queue: Event[] = []
  let wake: ((result: IteratorResult<Event>) => void) | undefined
  let done = false
  const unsubscribe = bus.subscribe((event) => {
    if (event.type !== type || done) return
    if (wake) {
      const resolve = wake
      wake = undefined
      resolve({ value: event as Event, done: false })
    } else queue.push(event as Event)
  })
  const finish = (): Promise<IteratorResult<Event>> => {
    done = true
    unsubscribe()
    queue.length = 0
    wake?.({ value: undefined, done: true })
    wake = undefined
    return Promise.resolve({ value: undefined, done: true })
  }
  return {
    next: () => {
      if (done) return Promise.resolve({ value: undefined, done: true })
      const queued = queue.shift()
      if (queued) return Promise.resolve({ value: queued, done: false })
      return new Promise((resolve) => {
        wake = resolve
      })
    },
    return: finish,
    throw: (error: unknown) => {
      void finish()
      return Promise.reject(error)
    },
    [Symbol.asyncIterator]() {
      return this
    },
  }
}

/**
 * Maps events to subscription results, skipping those that map to nothing (a post that is not
 * public after all). Unlike an async generator, ending it ends the source at once, even while it
 * waits for the next event: an unsubscribed client must not hold a listener until one arrives.
 */
export function mapEvents<E, R>(
  source: AsyncIterableIterator<E>,
  map: (event: E) => Promise<R | null>,
): AsyncIterableIterator<R> {
  const end = async (): Promise<IteratorResult<R>> => {
    await source.return?.()
    return { value: undefined, done: true }
  }
  return {
    async next(): Promise<IteratorResult<R>> {
      for (;;) {
        const item = await source.next()
        if (item.done) return { value: undefined, done: true }
        const value = await map(item.value)
        if (value !== null) return { value, done: false }
      }
    },
    return: end,
    async throw(error: unknown) {
      await end()
      throw error
    },
    [Symbol.asyncIterator]() {
      return this
    },
  }
}
