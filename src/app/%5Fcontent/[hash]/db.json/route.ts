import { searchService } from '@/search/server'
import { SNAPSHOT_HASH } from '@/search/snapshot-format'

export const dynamic = 'force-dynamic'

const NOT_FOUND = { error: 'No content database with this hash: read /_content/manifest.json.' }

/** One language's content snapshot by the hash of its content: immutable, cached for a year. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ hash: string }> },
): Promise<Response> {
  const { hash } = await params
  if (!SNAPSHOT_HASH.test(hash)) {
    return Response.json(NOT_FOUND, { status: 404, headers: { 'cache-control': 'no-store' } })
  }
  try {
    const body = await searchService().snapshot(hash)
    if (body === undefined) {
      return Response.json(NOT_FOUND, { status: 404, headers: { 'cache-control': 'no-store' } })
    }
    return new Response(body, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${hash}"`,
      },
    })
  } catch (error) {
    console.error('content snapshot unavailable', error)
    return Response.json(
      { error: 'The content database is unavailable, please try again later.' },
      { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '5' } },
    )
  }
}
