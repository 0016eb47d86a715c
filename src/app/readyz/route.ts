import { pingDatabase } from '@/data/health'

export const dynamic = 'force-dynamic'

/** Readiness: 200 when the database answers, 503 (with the reason) when it does not. */
export async function GET(): Promise<Response> {
  try {
    await pingDatabase()
    return Response.json(
      { status: 'ready', database: 'up' },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    return Response.json(
      { status: 'unavailable', database: 'down', reason: (error as Error).message },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
