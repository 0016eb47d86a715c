import { describe, expect, it } from 'vitest'

import type { LiveBus, LiveEvent } from '@/events/bus'

import { followContentChanges, pagesShowPost } from './page-cache-sync'
import { changeTags } from './revalidate'

/** A bus that delivers what the test publishes, synchronously. */
function fakeBus(): LiveBus & { listeners: number } {
  const listeners = new Set<(event: LiveEvent) => void>()
  return {
    get listeners() {
      return listeners.size
    },
    async publish(event) {
      for (const listener of listeners) listener(event)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
    },
  }
}

describe('page caches following the bus', () => {
  it('expires the tags the writing hook expires, for documents and globals', async () => {
    const bus = fakeBus()
    const expired: string[][] = []
    const stop = followContentChanges(bus, async (tags) => {
      expired.push(tags)
    })
    await bus.publish({ type: 'content-changed', collection: 'posts', id: 12 })
    await bus.publish({ type: 'content-changed', collection: 'offices', id: 3 })
    await bus.publish({ type: 'global-changed', global: 'site' })
    expect(expired).toEqual([
      ['collection:posts', 'doc:posts:12'],
      ['collection:offices', 'doc:offices:3'],
      ['global:site'],
    ])
    expect(expired[0]).toEqual(changeTags({ collection: 'posts', id: 12 }))
    stop()
    expect(bus.listeners).toBe(0)
  })

  it('ignores events that change no page, and logs a failed expiry', async () => {
    const bus = fakeBus()
    const expired: string[][] = []
    const logged: string[] = []
    followContentChanges(
      bus,
      async (tags) => {
        expired.push(tags)
        if (tags.includes('global:navigation')) throw new Error('cache gone')
      },
      (message) => logged.push(message),
    )
    await bus.publish({ type: 'callback-received', id: 2 })
    expect(expired).toEqual([])
    await bus.publish({ type: 'global-changed', global: 'navigation' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(logged).toEqual(['page cache: global:navigation not expired'])
  })

  it('a published post is announced only once this instance expired its pages', async () => {
    const bus = fakeBus()
    let finish = () => {}
    const expired: string[][] = []
    const stop = followContentChanges(bus, (tags) => {
      expired.push(tags)
      return new Promise<void>((resolve) => {
        finish = resolve
      })
    })
    const order: string[] = []
    bus.subscribe((event) => {
      if (event.type === 'post-published') {
        void pagesShowPost(event.id).then(() => order.push('announced'))
      }
    })
    await bus.publish({ type: 'post-published', id: 7 })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(order).toEqual([])
    expect(expired).toEqual([changeTags({ collection: 'posts', id: 7 })])
    order.push('expired')
    finish()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(order).toEqual(['expired', 'announced'])
    await expect(pagesShowPost(7)).resolves.toBeUndefined()
    stop()
  })
})
