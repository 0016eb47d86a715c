/**
 * Server steps the balancer and the benchmark talk to: /healthz (the process is alive), /readyz
 * while draining (a 503, before Next's route would ask the database), and the benchmark's bare
 * page, a 404 unless a benchmark run switched it on.
 */
import { BENCH_CEILING_PATH } from '@/config/constants'
import { json, plainPage } from './plain-answers'
import type { RequestStep } from './request-steps'

/** Where the liveness check is answered. */
export const LIVENESS_PATH = '/healthz'

/** Step: /healthz answers while the process is alive, with its uptime. */
export function answerHealth(startedAt: number, now = Date.now): RequestStep {
  return ({ res, path }) => {
    if (path !== LIVENESS_PATH) return 'next'
    json(res, 200, { status: 'ok', uptimeSeconds: Math.round((now() - startedAt) / 1000) })
    return 'answered'
  }
}

/** Step: while draining, /readyz says so: the balancer takes the instance out of rotation. */
export function answerReadinessWhileDraining(draining: () => boolean): RequestStep {
  return ({ res, path }) => {
    if (path !== '/readyz' || !draining()) return 'next'
    json(res, 503, { status: 'draining' })
    return 'answered'
  }
}

/** Step: the benchmark's bare page exists in every build; unless `enabled`, it is a 404. */
export function hideBenchCeiling(enabled: boolean): RequestStep {
  return ({ res, path }) => {
    if (enabled || path !== BENCH_CEILING_PATH) return 'next'
    plainPage(res, 404, 'ru', 'notFound')
    return 'answered'
  }
}
