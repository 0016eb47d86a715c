import { notFound } from 'next/navigation'

import { getEnv } from '@/config/env'
import { queueCounts } from '@/data/health'
import { logError } from '@/lib/logger'
import { callbackMails, jobs, metricsRegistry } from '@/observability/metrics'
import { metricsAuthorized } from '@/security/metrics-access'

export const dynamic = 'force-dynamic'

/**
 * Prometheus metrics (docs/operations.md) for a scraper holding METRICS_TOKEN. Without the
 * variable, or without its token, the locale proxy never lets a request here (it gets the 404 of
 * any unknown address, so nobody learns the route is there); checked again in case it did.
 */
export async function GET(request: Request): Promise<Response> {
  if (!metricsAuthorized(request.headers.get('authorization'), getEnv().METRICS_TOKEN)) notFound()
  try {
    const counts = await queueCounts()
    jobs.set({ state: 'waiting' }, counts.jobs.waiting)
    jobs.set({ state: 'failed' }, counts.jobs.failed)
    callbackMails.set({ state: 'retrying' }, counts.callbackMails.retrying)
    callbackMails.set({ state: 'failed' }, counts.callbackMails.failed)
  } catch (error) {
    // The process's own metrics still answer; the database's gauges go missing (an alert on
    // readiness covers the database).
    logError('metrics: the database could not be counted', error)
    jobs.reset()
    callbackMails.reset()
  }
  return new Response(await metricsRegistry.metrics(), {
    headers: { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' },
  })
}
