import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { BENCH_CEILING_PATH } from '@/config/constants'
import { answerHealth, answerReadinessWhileDraining, hideBenchCeiling } from './health'
import { handleWithSteps, type RequestStep } from './request-steps'

let close: (() => void) | undefined
afterEach(() => close?.())

/** GETs `path` from a real server made of `step`, then a fallback that answers 299. */
async function get(step: RequestStep, path: string) {
  const fallback: RequestStep = ({ res }) => {
    res.writeHead(299)
    res.end()
    return 'answered'
  }
  const server = createServer(handleWithSteps([step, fallback]))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  return fetch(`http://127.0.0.1:${port}${path}`)
}

describe('health, readiness while draining, the benchmark’s page', () => {
  it('answers /healthz with the uptime, and passes other paths on', async () => {
    const health = answerHealth(1_000, () => 43_600)
    const response = await get(health, '/healthz')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', uptimeSeconds: 43 })
    close?.()
    expect((await get(health, '/healthz/x')).status).toBe(299)
  })

  it('answers /readyz with 503 only while draining', async () => {
    let draining = false
    const ready = answerReadinessWhileDraining(() => draining)
    expect((await get(ready, '/readyz')).status).toBe(299)
    close?.()
    draining = true
    const response = await get(ready, '/readyz')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'draining' })
  })

  it('hides the benchmark’s bare page unless a benchmark switched it on', async () => {
    expect((await get(hideBenchCeiling(false), BENCH_CEILING_PATH)).status).toBe(404)
    close?.()
    expect((await get(hideBenchCeiling(true), BENCH_CEILING_PATH)).status).toBe(299)
    close?.()
    expect((await get(hideBenchCeiling(false), '/')).status).toBe(299)
  })
})
