/**
 * A promise kept per key: the first call for a key starts `load`, later calls get the same
 * promise; a failed one is forgotten, so the next call tries again. Unbounded: for a small fixed set
 * of keys (languages, namespaces), or keys held weakly by the caller's own structure.
 */
export function keptPromises<K, V>(
  load: (key: K) => Promise<V>,
  kept: Pick<Map<K, Promise<V>>, 'get' | 'set' | 'delete'> = new Map(),
): (key: K) => Promise<V> {
  return (key) => {
    let promise = kept.get(key)
    if (!promise) {
      promise = load(key)
      kept.set(key, promise)
      promise.catch(() => kept.delete(key))
    }
    return promise
  }
}
