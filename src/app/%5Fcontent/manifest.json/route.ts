import { searchService } from '@/data/search-index'

import { contentUnavailable } from '../no-snapshot'

export const dynamic = 'force-dynamic'

/**
 * The current content snapshot of each language (SPEC §7). Always revalidated: it changes with
 * every publish, while the snapshots it names never change.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const manifest = await searchService().manifest()
    const etag = `"${Object.values(manifest).join('-')}"`
    const headers = {
      'cache-control': 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
      etag,
    }
    if (request.headers.get('if-none-match') === etag)
      return new Response(null, { status: 304, headers })
    return Response.json(manifest, { headers })
  } catch (error) {
    return contentUnavailable(error)
  }
}
