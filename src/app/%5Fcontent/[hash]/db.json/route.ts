import { searchService } from '@/data/search-index'
import { SNAPSHOT_CACHE_CONTROL, SNAPSHOT_HASH } from '@/search/snapshot-format'

import { contentUnavailable, snapshotNotFound } from '../../no-snapshot'

export const dynamic = 'force-dynamic'

/**
 * One language's content snapshot by the hash of its content, while the server still serves it
 * (docs/search.md: a snapshot holding a withdrawn document is not), kept briefly by caches.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ hash: string }> },
): Promise<Response> {
  const { hash } = await params
  if (!SNAPSHOT_HASH.test(hash)) {
    return snapshotNotFound()
  }
  try {
    const body = await searchService().snapshot(hash)
    if (body === undefined) {
      return snapshotNotFound()
    }
    const headers = { 'cache-control': SNAPSHOT_CACHE_CONTROL, etag: `"${hash}"` }
    // A cache in front revalidates every few seconds: a 304 when it still holds these bytes.
    if (request.headers.get('if-none-match') === headers.etag) {
      return new Response(null, { status: 304, headers })
    }
    return new Response(body, {
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
    })
  } catch (error) {
    return contentUnavailable(error)
  }
}
