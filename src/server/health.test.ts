import { describe, expect, it } from 'vitest'

import { BENCH_CEILING_PATH } from '@/config/constants'
import { stepServer } from '../../tests/helpers/step-server'
import { answerHealth, answerReadinessWhileDraining, hideBenchCeiling } from './health'

/** A real server made of one step, then a fallback that answers 299 (tests/helpers/step-server.ts). */
const get = stepServer()

describe('health, readiness while draining, the benchmark’s page', () => {
  it('answers /healthz with the uptime, and passes other paths on', async () => {
    const health = answerHealth(1_000, () => 43_600)
    const response = await get(health, '/healthz')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', uptimeSeconds: 43 })
    expect((await get(health, '/healthz/x')).status).toBe(299)
  })

  it('answers /readyz with 503 only while draining', async () => {
    let draining = false
    const ready = answerReadinessWhileDraining(() => draining)
    expect((await get(ready, '/readyz')).status).toBe(299)
    draining = true
    const response = await get(ready, '/readyz')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'draining' })
  })

  it('hides the benchmark’s bare page unless a benchmark switched it on', async () => {
    expect((await get(hideBenchCeiling(false), BENCH_CEILING_PATH)).status).toBe(404)
    expect((await get(hideBenchCeiling(true), BENCH_CEILING_PATH)).status).toBe(299)
    expect((await get(hideBenchCeiling(false), '/')).status).toBe(299)
  })
})
