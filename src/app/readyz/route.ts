import { pingDatabase } from '@/data/health'
import { searchService } from '@/data/search-index'

export const dynamic = 'force-dynamic'

/**
 * Readiness: 503 "starting" until the search indexes are built (src/instrumentation.ts starts
 * them, the live channel and the jobs after the server's first answer), then 200 when the
 * database answers, 503 when it does not (and 503 "draining" after SIGTERM, answered by the
 * server's entry). The database's own error (host, port, user) is shown only in development: this
 * address is public.
 */
export async function GET(): Promise<Response> {
  if (!searchService().isBuilt()) {
    return Response.json(
      { status: 'starting' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
  try {
    await pingDatabase()
    return Response.json(
      { status: 'ready', database: 'up' },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    return Response.json(
      {
        status: 'unavailable',
        database: 'down',
        ...(process.env.NODE_ENV === 'production' ? {} : { reason: (error as Error).message }),
      },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
