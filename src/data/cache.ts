import 'server-only'

import { unstable_cache } from 'next/cache'

/**
 * Caches a read under the given tags, so that collection hooks can invalidate exactly the pages
 * that showed the changed data. Arguments become part of the cache key.
 */
export function cached<Args extends (string | number | boolean | undefined | null)[], R>(
  name: string,
  fn: (...args: Args) => Promise<R>,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<R> {
  return (...args: Args) =>
    unstable_cache(() => fn(...args), [name, ...args.map(String)], { tags: tags(...args) })()
}
