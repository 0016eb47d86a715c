/**
 * The only values this project keeps on globalThis: four registries, each holding what must be
 * one per process. Next bundles server code into several copies (the route handlers' and pages'
 * layers, instrumentation's own compilation) and the custom server (src/server.ts, compiled apart
 * by esbuild) loads another, so a module-level variable can exist once per copy; a registry lives
 * on globalThis under `Symbol.for('collegium.' + name)`, which every copy reaches. Everything
 * the copies need not agree on stays a plain module variable.
 */

/**
 * The registries, and why a copy of its own per bundle would break each:
 * - `limiters`: every rate limiter and the pool of password checks. Counted per copy, a client
 *   would get each limit once per bundle that serves it (the GraphQL route, the live channel from
 *   instrumentation, Payload's REST handler), and the embedded database's in-memory counts with it.
 * - `graphql`: the schema, the cache of validated documents, the persisted queries and the live
 *   channel. Instrumentation opens the live channel and the custom server hands it upgrades, two
 *   copies that must find the same channel; the route and the live channel must share one schema
 *   and caches, or each copy builds its own and the byte bounds hold per copy, not per process.
 * - `jobs`: the mark of the job crons' start, their one claim, the lease, and the runs started
 *   at once. The start-up in instrumentation marks what Payload's config (whichever copy Payload
 *   was started from) asks; two leases would be two database sessions, one of which never holds
 *   the lock; the server closing the database must see the runs a route's copy started.
 * - `content`: the live bus and the search service that follows it. With the embedded database
 *   the bus is an in-process emitter: an event published in one copy (Payload's hooks) would never
 *   reach subscribers in another (page caches, search, GraphQL subscriptions); /readyz must see the
 *   index that instrumentation built.
 */
export type RegistryName = 'limiters' | 'graphql' | 'jobs' | 'content'

export class ProcessRegistry {
  private readonly values = new Map<string, unknown>()

  /** The value under `key`, made by `create` on first use. */
  once<T>(key: string, create: () => T): T {
    if (!this.values.has(key)) this.values.set(key, create())
    return this.values.get(key) as T
  }

  /**
   * Like `once` for a value made asynchronously; a creation that fails is forgotten, so the next
   * call tries again (e.g. the database was down).
   */
  onceAsync<T>(key: string, create: () => Promise<T>): Promise<T> {
    if (!this.values.has(key)) {
      const made = create()
      this.values.set(key, made)
      made.catch(() => {
        if (this.values.get(key) === made) this.values.delete(key)
      })
    }
    return this.values.get(key) as Promise<T>
  }

  /** The value under `key` if one was made, without making it. */
  peek<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined
  }

  /** Forgets the value under `key` (the next `once` makes a new one). */
  forget(key: string): void {
    this.values.delete(key)
  }
}

type Holder = Record<symbol, ProcessRegistry | undefined>

/** The process's registry `name`, the same object from every copy of every module. */
export function processRegistry(name: RegistryName): ProcessRegistry {
  const holder = globalThis as unknown as Holder
  const key = Symbol.for(`collegium.${name}`)
  holder[key] ??= new ProcessRegistry()
  return holder[key]
}
