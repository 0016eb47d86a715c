/**
 * A least-recently-used cache bounded by total bytes and by entry count, with an optional time to
 * live per entry. Every in-process cache that holds what a client sent (or what we answered)
 * lives on this, so that no sequence of requests can grow the process beyond the sum of their
 * byte bounds. The caller says what an entry weighs (`size`): the cache cannot know what a value
 * holds, and an estimate from the caller (e.g. the UTF-8 length of key and text) is enough.
 *
 * A Map keeps insertion order: re-inserting on every read moves an entry to the young end, so the
 * first key is always the least recently used. A second ordering, by time of writing, is the
 * order of expiry when entries share one time to live: expired entries are dropped when read and,
 * on every write, from the old end of that ordering, so entries nobody asks for again never
 * accumulate.
 */

export type BoundedCacheOptions = {
  /** The most bytes all entries together may weigh (as their `size` says). */
  maxBytes: number
  /** The most entries, whatever their size. */
  maxEntries: number
  /** The default time to live of an entry, in ms (none: kept until pushed out). */
  ttlMs?: number
  /** The clock; tests give their own. */
  now?: () => number
}

export type BoundedCacheStats = { entries: number; bytes: number; maxBytes: number }

type Entry<V> = { value: V; size: number; expires: number }

/** A least-recently-used map bounded in bytes and entries, with optional expiry. */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>()
  /** Keys by time of writing, oldest first (reads do not move them). */
  private readonly written = new Set<K>()
  private bytes = 0
  private readonly now: () => number

  constructor(private readonly options: BoundedCacheOptions) {
    const { maxBytes, maxEntries, ttlMs } = options
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError('maxEntries must be a whole number ≥ 1')
    }
    if (!Number.isFinite(maxBytes) || maxBytes < 1) throw new RangeError('maxBytes must be ≥ 1')
    if (ttlMs !== undefined && !(ttlMs > 0)) throw new RangeError('ttlMs must be > 0')
    this.now = options.now ?? (() => Date.now())
  }

  /** The live value of `key`, now the most recently used; undefined when absent or expired. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.now()) {
      this.remove(key, entry)
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** Whether `key` holds a live value (does not count as a use). */
  has(key: K): boolean {
    const entry = this.entries.get(key)
    return entry !== undefined && entry.expires > this.now()
  }

  /**
   * Keeps `value` under `key`, weighing `size` bytes, for `ttlMs` (else the default). A value
   * heavier than the whole budget is not kept (and any older value of that key is dropped).
   * Returns whether it was kept.
   */
  set(key: K, value: V, size: number, ttlMs: number | undefined = this.options.ttlMs): boolean {
    const old = this.entries.get(key)
    if (old) this.remove(key, old)
    const now = this.now()
    this.dropExpired(now)
    if (!(size >= 0) || size > this.options.maxBytes) return false
    if (ttlMs !== undefined && !(ttlMs > 0)) return false
    this.entries.set(key, { value, size, expires: ttlMs === undefined ? Infinity : now + ttlMs })
    this.written.add(key)
    this.bytes += size
    while (this.bytes > this.options.maxBytes || this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.entries().next()
      if (oldest.done) break
      this.remove(oldest.value[0], oldest.value[1])
    }
    return true
  }

  delete(key: K): void {
    const entry = this.entries.get(key)
    if (entry) this.remove(key, entry)
  }

  clear(): void {
    this.entries.clear()
    this.written.clear()
    this.bytes = 0
  }

  /** Live entries may include some expired ones not yet swept; bytes are what the entries weigh. */
  stats(): BoundedCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.options.maxBytes }
  }

  private remove(key: K, entry: Entry<V>): void {
    this.entries.delete(key)
    this.written.delete(key)
    this.bytes -= entry.size
  }

  /**
   * Drops expired entries, oldest written first, up to the first live one. With one time to live
   * for all, that is every expired entry; an entry given a longer life stops the sweep early, and
   * the shorter-lived ones behind it go when read or pushed out by the bounds.
   */
  private dropExpired(now: number): void {
    for (const key of this.written) {
      const entry = this.entries.get(key)
      if (entry && entry.expires > now) break
      if (entry) this.remove(key, entry)
      else this.written.delete(key)
    }
  }
}
