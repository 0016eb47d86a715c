import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { BoundedCache } from './bounded-cache'
import { utf8Bytes } from './utf8'

function clock(start = 0) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('BoundedCache', () => {
  it('keeps values and counts their bytes', () => {
    const cache = new BoundedCache<string, string>({ maxBytes: 100, maxEntries: 10 })
    cache.set('a', 'x', 10)
    cache.set('b', 'y', 20)
    expect(cache.get('a')).toBe('x')
    expect(cache.stats()).toEqual({ entries: 2, bytes: 30, maxBytes: 100 })
    cache.set('a', 'z', 5)
    expect(cache.stats().bytes).toBe(25)
    cache.delete('b')
    expect(cache.stats()).toEqual({ entries: 1, bytes: 5, maxBytes: 100 })
    cache.clear()
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, maxBytes: 100 })
  })

  it('forgets the least recently used first when over its bytes', () => {
    const cache = new BoundedCache<string, number>({ maxBytes: 30, maxEntries: 100 })
    cache.set('a', 1, 10)
    cache.set('b', 2, 10)
    cache.set('c', 3, 10)
    expect(cache.get('a')).toBe(1) // b is now the least recently used
    cache.set('d', 4, 10)
    expect(cache.has('b')).toBe(false)
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4])
    expect(cache.stats().bytes).toBe(30)
  })

  it('forgets the least recently used first when over its entries', () => {
    const cache = new BoundedCache<number, number>({ maxBytes: 1e9, maxEntries: 3 })
    for (let i = 0; i < 10; i++) cache.set(i, i, 1)
    expect(cache.stats().entries).toBe(3)
    expect(cache.get(9)).toBe(9)
    expect(cache.has(6)).toBe(false)
  })

  it('does not keep an entry larger than the whole budget, nor an older value of its key', () => {
    const cache = new BoundedCache<string, string>({ maxBytes: 50, maxEntries: 10 })
    cache.set('small', 's', 10)
    cache.set('big', 'old', 10)
    expect(cache.set('big', 'b', 51)).toBe(false)
    expect(cache.get('big')).toBeUndefined()
    expect(cache.get('small')).toBe('s')
    expect(cache.stats()).toEqual({ entries: 1, bytes: 10, maxBytes: 50 })
  })

  it('drops an expired entry when read', () => {
    const time = clock()
    const cache = new BoundedCache<string, string>({
      maxBytes: 100,
      maxEntries: 10,
      ttlMs: 1000,
      now: time.now,
    })
    cache.set('a', 'x', 10)
    time.advance(999)
    expect(cache.get('a')).toBe('x')
    time.advance(1)
    expect(cache.has('a')).toBe(false)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, maxBytes: 100 })
  })

  it('sweeps expired entries on every write, even ones read since (no accumulation)', () => {
    const time = clock()
    const cache = new BoundedCache<number, string>({
      maxBytes: 1e9,
      maxEntries: 1e6,
      ttlMs: 100,
      now: time.now,
    })
    for (let i = 0; i < 1000; i++) {
      cache.set(i, 'v', 10)
      // Reading moves an entry to the young end of the use order, not of the expiry order.
      cache.get(i - 1)
      time.advance(1)
    }
    // Only the last 100 ms of writes are alive: everything older was swept by later writes.
    expect(cache.stats().entries).toBeLessThanOrEqual(100)
    expect(cache.stats().bytes).toBe(cache.stats().entries * 10)
  })

  it('honours a time to live per entry', () => {
    const time = clock()
    const cache = new BoundedCache<string, string>({ maxBytes: 100, maxEntries: 10, now: time.now })
    cache.set('forever', 'f', 1)
    cache.set('brief', 'b', 1, 10)
    time.advance(10)
    expect(cache.get('brief')).toBeUndefined()
    expect(cache.get('forever')).toBe('f')
  })

  it('never holds more than its bounds, whatever is written (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 300 }), fc.nat(50)),
          { maxLength: 300 },
        ),
        (writes) => {
          const time = clock()
          const cache = new BoundedCache<number, number>({
            maxBytes: 1000,
            maxEntries: 20,
            ttlMs: 200,
            now: time.now,
          })
          for (const [key, size, wait] of writes) {
            time.advance(wait)
            cache.set(key, size, size)
            const stats = cache.stats()
            if (stats.bytes > 1000 || stats.entries > 20 || stats.bytes < 0) return false
          }
          return true
        },
      ),
      { seed: 16, numRuns: 200 },
    )
  })

  it('weighs text by its UTF-8 length', () => {
    expect(utf8Bytes('abc')).toBe(3)
    expect(utf8Bytes('жук')).toBe(6)
  })
})
