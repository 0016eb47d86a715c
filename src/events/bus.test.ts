import { describe, expect, it } from 'vitest'

import { type LiveBus, type LiveEvent, liveEvents, mapEvents, parseLiveEvent } from './bus'

/** A bus that records its listeners, to see that ending a subscription removes them. */
function testBus() {
  const listeners = new Set<(event: LiveEvent) => void>()
  const bus: LiveBus = {
    async publish(event) {
      for (const listener of listeners) listener(event)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {},
  }
  return { bus, listeners }
}

describe('live events', () => {
  it('delivers events of one type in order, queued while the consumer is busy', async () => {
    const { bus } = testBus()
    const events = liveEvents(bus, 'post-published')
    await bus.publish({ type: 'post-published', id: 1 })
    await bus.publish({ type: 'callback-received', id: 2 })
    await bus.publish({ type: 'post-published', id: 3 })
    expect((await events.next()).value).toEqual({ type: 'post-published', id: 1 })
    expect((await events.next()).value).toEqual({ type: 'post-published', id: 3 })
    const waiting = events.next()
    await bus.publish({ type: 'post-published', id: 4 })
    expect((await waiting).value).toEqual({ type: 'post-published', id: 4 })
  })

  it('unsubscribes at once when the subscription ends, even while waiting for an event', async () => {
    const { bus, listeners } = testBus()
    const mapped = mapEvents(liveEvents(bus, 'post-published'), async (e) => e.id)
    const waiting = mapped.next()
    expect(listeners.size).toBe(1)
    await mapped.return?.()
    expect(listeners.size).toBe(0)
    expect(await waiting).toEqual({ value: undefined, done: true })
  })

  it('skips events that map to nothing', async () => {
    const { bus } = testBus()
    const mapped = mapEvents(liveEvents(bus, 'post-published'), async (e) =>
      e.id % 2 === 0 ? e.id : null,
    )
    await bus.publish({ type: 'post-published', id: 1 })
    await bus.publish({ type: 'post-published', id: 2 })
    expect((await mapped.next()).value).toBe(2)
  })

  it('reads only well-formed events from the wire', () => {
    expect(parseLiveEvent('{"type":"post-published","id":7}')).toEqual({
      type: 'post-published',
      id: 7,
    })
    expect(parseLiveEvent('{"type":"other","id":7}')).toBeUndefined()
    expect(parseLiveEvent('{"type":"post-published","id":"7"}')).toBeUndefined()
    expect(parseLiveEvent('not json')).toBeUndefined()
  })
  it('reads content changes with a collection slug, nothing else', () => {
    expect(parseLiveEvent('{"type":"content-changed","collection":"posts","id":3}')).toEqual({
      type: 'content-changed',
      collection: 'posts',
      id: 3,
    })
    expect(parseLiveEvent('{"type":"content-changed","id":3}')).toBeUndefined()
    expect(
      parseLiveEvent('{"type":"content-changed","collection":"Posts; DROP","id":3}'),
    ).toBeUndefined()
  })
  it('reads global changes with a global slug, nothing else', () => {
    expect(parseLiveEvent('{"type":"global-changed","global":"site"}')).toEqual({
      type: 'global-changed',
      global: 'site',
    })
    expect(parseLiveEvent('{"type":"global-changed"}')).toBeUndefined()
    expect(parseLiveEvent('{"type":"global-changed","global":"site\\n"}')).toBeUndefined()
    expect(parseLiveEvent('{"type":"global-changed","global":7}')).toBeUndefined()
  })
})
