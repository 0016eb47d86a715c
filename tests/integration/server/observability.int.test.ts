/**
 * Logs, errors and metrics of a production server: a JSON line per request on stdout, the request
 * id echoed or made, server errors logged with their request's id and route (onRequestError), and
 * /metrics for the bearer of METRICS_TOKEN only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppServer, startApp } from '../../../support/app-server'

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

let app: AppServer

beforeAll(async () => {
  // The fault-injection page is the one route that throws on the server.
  app = await startApp({ METRICS_TOKEN, E2E_FAULTS: 'true' })
})
afterAll(async () => {
  await app?.stop()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers })

/** The server's JSON log lines so far that match `fields`, waiting a little for them. */
async function logged(fields: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const lines = app
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => Object.entries(fields).every(([key, value]) => line[key] === value))
    if (lines.length > 0 || Date.now() > deadline) return lines
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('request logs', () => {
  it('logs each request as a JSON line, without its query string or cookies', async () => {
    const res = await get('/news?q=confidential-words', {
      'x-request-id': 'test-request-1',
      cookie: 'payload-token=secret-cookie-value',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe('test-request-1')
    await res.arrayBuffer()
    const [line, ...more] = await logged({ requestId: 'test-request-1' })
    expect(more).toEqual([])
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/news',
      kind: 'page',
      status: 200,
    })
    expect(typeof line?.durationMs).toBe('number')
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time)
    expect(app.output()).not.toMatch(/confidential-words|secret-cookie-value/)
  })

  it('makes a request id when none is given or the given one is not a sane token', async () => {
    for (const given of [undefined, 'a'.repeat(129), 'not/sane']) {
      const res = await get('/healthz', given ? { 'x-request-id': given } : {})
      const id = res.headers.get('x-request-id') ?? ''
      expect(id).toMatch(UUID)
      expect(await logged({ requestId: id, route: '/healthz', kind: 'other' })).toHaveLength(1)
    }
  })
})

describe('server errors', () => {
  it('are logged with the request id and the route (onRequestError)', async () => {
    const res = await get('/fault/page', { 'x-request-id': 'test-fault-1' })
    expect(res.status).toBe(500)
    const errors = await logged({ requestId: 'test-fault-1', msg: 'request failed' })
    expect(errors[0]).toMatchObject({
      level: 'error',
      route: '/[locale]/fault/[kind]',
      routeType: 'render',
      err: { message: expect.stringContaining('Injected fault: page') },
    })
    expect(await logged({ requestId: 'test-fault-1', msg: 'request', status: 500 })).toHaveLength(1)
  })
})

describe('/metrics', () => {
  it('is the 404 of an unknown address without the token or with a wrong one', async () => {
    const unknown = await get('/no-such-address')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Страница не найдена')
    const wrong = { authorization: 'Bearer wrong-token-of-the-same-sort-0123' }
    for (const headers of [{}, wrong] as Record<string, string>[]) {
      const res = await get('/metrics', headers)
      expect(res.status).toBe(404)
      for (const header of ['content-type', 'cache-control']) {
        expect(res.headers.get(header), header).toBe(unknown.headers.get(header))
      }
      // The site's localized 404 page (its streamed rows come in no fixed order).
      expect(await res.text()).toContain('Страница не найдена')
    }
  })

  it('serves Prometheus text to the bearer of METRICS_TOKEN', async () => {
    const graphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
    expect(graphql.status).toBe(200)
    const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    // Counted by the server's entry, served by a Next route: one registry in the process.
    expect(text).toMatch(/^collegium_http_requests_total\{kind="page",status="2xx"\} [1-9]/m)
    expect(text).toMatch(/^collegium_http_requests_total\{kind="page",status="5xx"\} [1-9]/m)
    expect(text).toMatch(/^collegium_http_request_duration_seconds_bucket\{le="0\.1",kind="page"/m)
    expect(text).toMatch(
      /^collegium_cache_lookups_total\{cache="graphql_documents",result="(hit|miss)"\} [1-9]/m,
    )
    expect(text).toMatch(/^collegium_jobs\{state="waiting"\} \d+$/m)
    expect(text).toMatch(/^collegium_jobs\{state="failed"\} \d+$/m)
    expect(text).toMatch(/^collegium_callback_mails\{state="failed"\} \d+$/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m)
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m)
    expect(text.match(/^# TYPE nodejs_heap_size_used_bytes /gm)).toHaveLength(1)
  })
})
