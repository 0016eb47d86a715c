import { searchService } from '@/data/search-index'
import { SNAPSHOT_HASH } from '@/search/snapshot-format'

import { contentUnavailable, snapshotNotFound } from '../../no-snapshot'

export const dynamic = 'force-dynamic'

/** One language's content snapshot by the hash of its content: immutable, cached for a year. */
export async function GET(
  _request: Request,
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
    return new Response(body, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${hash}"`,
      },
    })
  } catch (error) {
    return contentUnavailable(error)
  }
}
