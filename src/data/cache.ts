import 'server-only'

import { unstable_cache } from 'next/cache'
import { isDatabaseUnreachable } from '@/lib/database-errors'
import { withStatus } from '@/lib/normalize-error'
import { previewSession, readAsPreview } from './preview'

/**
 * Caches a read under the given tags, so that collection hooks can invalidate exactly the pages
 * that showed the changed data. Arguments become part of the cache key.
 *
 * A read that fails because the database is unreachable is a 503 (the error view says so), not a
 * 500: what is already cached keeps being served meanwhile.
 *
 * In a staff member's draft preview (src/data/preview.ts) the read bypasses the cache, in both
 * directions: drafts are never kept, and the preview never shows a stale published copy.
 */
export function cached<Args extends (string | number | boolean | undefined | null)[], R>(
  name: string,
  fn: (...args: Args) => Promise<R>,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<R> {
  return async (...args: Args) => {
    try {
      const preview = await previewSession()
      if (preview) return await readAsPreview(preview, () => fn(...args))
      return await unstable_cache(() => fn(...args), [name, ...args.map(String)], {
        tags: tags(...args),
      })()
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error
      throw withStatus(error instanceof Error ? error : new Error(String(error)), 503)
    }
  }
}
