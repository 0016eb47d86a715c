export const dynamic = 'force-dynamic'

/** Liveness: the process answers (readiness, with the database, is /readyz). */
export function GET(): Response {
  return Response.json(
    { status: 'ok', uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'cache-control': 'no-store' } },
  )
}
