/**
 * A value loaded once per key: the first call for a key starts `load`, calls during the load share
 * it, later calls get the loaded value; a failed load is forgotten, so the next call tries again.
 * Unbounded: for a small fixed set of keys (languages, namespaces).
 *
 * The value is kept, not its promise. A promise remembers the AsyncLocalStorage stores of the
 * request it was made in; kept for the process's life, it would keep that request's render in
 * memory, and, through the render's abort reasons and the immediates they hold, every render
 * after it (vercel/next.js#97351).
 */
export function keptValues<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const values = new Map<K, V>()
  const loading = new Map<K, Promise<V>>()
  return async (key) => {
    if (values.has(key)) return values.get(key) as V
    let pending = loading.get(key)
    if (!pending) {
      pending = load(key).then(
        (value) => {
          values.set(key, value)
          loading.delete(key)
          return value
        },
        (error: unknown) => {
          loading.delete(key)
          throw error
        },
      )
      loading.set(key, pending)
    }
    return pending
  }
}
