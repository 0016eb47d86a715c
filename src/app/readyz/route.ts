import { pingDatabase } from '@/data/health'
import { isWarmedUp } from '@/lib/first-answer'
import { markDatabaseReachable, markDatabaseUnavailable } from '@/outage/database-outage'

export const dynamic = 'force-dynamic'

/**
 * Readiness: 503 "starting" while the server warms up (the live channel, the jobs and the search
 * index, which start after its first answer: src/instrumentation.ts), then 200 when the database
 * answers, 503 when it does not. The database's own error (host,
 * port, user) is shown only in development: this address is public.
 */
export async function GET(): Promise<Response> {
  if (!isWarmedUp()) {
    return Response.json(
      { status: 'starting' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
  try {
    await pingDatabase()
    markDatabaseReachable()
    return Response.json(
      { status: 'ready', database: 'up' },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    // Balancers ask often: the server learns of an outage here before a page meets it.
    markDatabaseUnavailable()
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
