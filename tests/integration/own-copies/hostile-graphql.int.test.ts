/**
 * Issue 16, findings 1, 2 and 11, against the running production server: what one hostile client
 * can make /graphql keep, compute and hold open. Three servers, one after the other, on one copy of
 * the test database: default limits; a low rate limit; a short staff session re-check.
 */
import fs from 'node:fs'

import { type Client, createClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { sha256Hex } from '@/graphql/apq'
import { GRAPHQL_COST } from '@/graphql/cost'
import { LIVE_LIMITS } from '@/graphql/limits'
import { SEARCH_QUERY_MAX_WORDS } from '@/search/query'

import { type AppServer, copyOfTestData, startApp } from '../../../support/app-server'
import { adminToken, codes, field, type GraphqlBody, postGraphql } from '../../helpers/graphql-http'

const MiB = 1024 * 1024

let dataDir: string
beforeAll(() => {
  dataDir = copyOfTestData()
})
afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** The server process's resident memory (the spawned node is the server itself). */
function rssBytes(app: AppServer): number {
  const status = fs.readFileSync(`/proc/${app.proc.pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1])
  if (!Number.isFinite(kb)) throw new Error('no VmRSS')
  return kb * 1024
}

/** A document of about 14 KB that parses and is refused by validation (unknown fields). */
function rejectedDocument(i: number): string {
  const fields = Array.from({ length: 760 }, (_, j) => `field_${i}_number_${j}`).join(' ')
  return `query Q${i} { nothing${i} { ${fields} } }`
}

const aliasesOfSearch = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `s${i}: search(q: "спор") { count hits { title } }`).join(' ')} }`

async function healthy(app: AppServer) {
  const res = await fetch(`${app.url}/healthz`)
  return res.status
}

describe('with default limits', () => {
  let app: AppServer
  let endpoint: string
  const graphql = (body: unknown, init?: Parameters<typeof postGraphql>[2]) =>
    postGraphql(endpoint, body, init)

  beforeAll(async () => {
    app = await startApp({ DATA_DIR: dataDir })
    endpoint = `${app.url}/graphql`
  })
  afterAll(async () => {
    await app?.stop()
  })

  describe('caches fill no memory with refused documents (finding 1)', () => {
    it('answers 400 to a few hundred distinct rejected 14 KB documents, and keeps none of them', async () => {
      // Warm the server (schema, search, first requests) before measuring.
      await graphql({ query: '{ news(limit: 1) { totalDocs } }' })
      await graphql({ query: rejectedDocument(-1) })
      const before = rssBytes(app)
      for (let i = 0; i < 300; i++) {
        const query = rejectedDocument(i)
        expect(query.length).toBeGreaterThan(14_000)
        const extensions = { persistedQuery: { version: 1, sha256Hash: sha256Hex(query) } }
        const res = await graphql({ query, extensions })
        expect(res.status).toBe(400)
        expect(codes(res.json)?.[0]).toBe('GRAPHQL_VALIDATION_FAILED')
      }
      const grown = rssBytes(app) - before
      // Measured here: 20 MiB now; 137 MiB before, when every refused document kept its parsed
      // form (with its tokens, ~110 bytes per character of text).
      expect(grown, `RSS grew ${Math.round(grown / MiB)} MiB`).toBeLessThan(64 * MiB)
      expect(await healthy(app)).toBe(200)
    })

    it('never remembers the text of a refused document under its hash', async () => {
      const query = rejectedDocument(10_000)
      const hash = sha256Hex(query)
      const extensions = { persistedQuery: { version: 1, sha256Hash: hash } }
      expect((await graphql({ query, extensions })).status).toBe(400)
      const byHash = await graphql({ extensions })
      expect(codes(byHash.json)).toEqual(['PERSISTED_QUERY_NOT_FOUND'])
      // A query that validates is remembered, as before.
      const good = '{ news(limit: 1) { totalDocs } }'
      const goodExtensions = { persistedQuery: { version: 1, sha256Hash: sha256Hex(good) } }
      expect((await graphql({ query: good, extensions: goodExtensions })).status).toBe(200)
      const again = await graphql({ extensions: goodExtensions })
      expect(again.json.errors).toBeUndefined()
    })

    // A health check under junk parameters; that they make no cache entries is proved by the
    // key's unit test (src/graphql/response-cache.test.ts): no production header exposes it.
    it('answers anonymous GETs with junk parameters as without them', async () => {
      const params = new URLSearchParams({
        query: 'query Count { news(limit: 1) { totalDocs } }',
        operationName: 'Count',
      })
      const plain = await fetch(`${endpoint}?${params}`)
      expect(plain.status).toBe(200)
      const expected = await plain.text()
      for (let i = 0; i < 200; i++) {
        const res = await fetch(`${endpoint}?${params}&junk${i}=${'x'.repeat(50)}&_=${i}`)
        expect(res.status).toBe(200)
        expect(await res.text()).toBe(expected)
      }
      const bad = await fetch(`${endpoint}?${params}&variables=notjson`)
      expect(bad.status).toBe(400)
      expect(await healthy(app)).toBe(200)
    })
  })

  describe('no request blocks the server (finding 2)', () => {
    it('refuses 100 aliases of search before running any', async () => {
      const res = await graphql({ query: aliasesOfSearch(100) })
      expect(res.status).toBe(400)
      expect(res.json.data).toBeUndefined()
      expect(codes(res.json)).toContain('TOO_MANY_SEARCHES')
      expect(res.json.errors?.[0]?.message).toMatch(/search/)
    })

    it('allows a handful of searches in an operation, and the same handful in a whole batch', async () => {
      const fits = await graphql({ query: aliasesOfSearch(GRAPHQL_COST.maxSearchFields) })
      expect(fits.status).toBe(200)
      expect(fits.json.errors).toBeUndefined()
      const batch = [0, 1, 2].map(() => ({ query: aliasesOfSearch(2) }))
      const res = await graphql(batch)
      expect(res.status).toBe(400)
      expect(codes(res.json)).toEqual(['TOO_MANY_SEARCHES'])
    })

    it('refuses a second sign-in in one operation, and in one batch', async () => {
      const login = (alias: string) =>
        `${alias}: login(email: "nobody@example.com", password: "wrong-password") { exp }`
      const two = await graphql({ query: `mutation { ${login('a')} ${login('b')} }` })
      expect(two.status).toBe(400)
      expect(codes(two.json)).toEqual(['TOO_MANY_LOGINS'])
      const batch = await graphql([
        { query: `mutation { ${login('a')} }` },
        { query: `mutation { ${login('b')} }` },
      ])
      expect(batch.status).toBe(400)
      expect(codes(batch.json)).toEqual(['TOO_MANY_LOGINS'])
    })

    it('refuses an anonymous list that asks for every row of every field', async () => {
      const res = await graphql({
        query:
          '{ Posts(limit: 0) { docs { id title slug type summary publishedAt sourceUrl createdAt updatedAt authors { id } practices { id } } } }',
      })
      expect(res.status).toBe(400)
      expect(codes(res.json)).toEqual(['QUERY_TOO_COMPLEX'])
    })

    it('searches only the first words of a long query', async () => {
      const words = Array.from({ length: 20 }, (_, i) => `спор${i}`)
      const res = await graphql({
        query: 'query ($q: String!) { search(q: $q) { query count } }',
        variables: { q: words.join(' ') },
      })
      expect(res.status).toBe(200)
      const searched = field<{ query: string }>(res.json, 'search').query
      expect(searched).toBe(words.slice(0, SEARCH_QUERY_MAX_WORDS).join(' '))
    })
  })
})

describe('with a low rate limit (finding 2)', () => {
  const LIMIT = 20
  let app: AppServer
  let endpoint: string

  beforeAll(async () => {
    app = await startApp({ DATA_DIR: dataDir, API_RATE_LIMIT_PER_MINUTE: String(LIMIT) })
    endpoint = `${app.url}/graphql`
    // Next opens the live channel with its first request (instrumentation); this one counts.
    await fetch(`${app.url}/graphql?query={news(limit:1){totalDocs}}`)
  })
  afterAll(async () => {
    await app?.stop()
  })

  it('throttles a client past its budget with 429; a public GET says a CDN may keep it', async () => {
    const params = new URLSearchParams({ query: '{ news(limit: 2) { totalDocs } }' })
    const get = await fetch(`${endpoint}?${params}`)
    expect(get.status).toBe(200)
    // Repeats of a public query are the edge's to answer (nginx, a CDN), never this server's.
    expect(get.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/)
    const statuses: number[] = []
    let refused: Response | undefined
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ news(limit: 1) { totalDocs } }' }),
      })
      statuses.push(res.status)
      if (res.status === 429) refused ??= res
      else await res.arrayBuffer()
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(LIMIT)
    expect(refused).toBeDefined()
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await refused?.json()) as GraphqlBody
    expect(codes(body)).toEqual(['TOO_MANY_REQUESTS'])
    expect(body.errors?.[0]?.message).toMatch(/too many requests/i)
  })

  it('counts subscribe messages on the live channel against the same limit', async () => {
    const client = createClient({
      url: endpoint.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
    })
    try {
      const error = await new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: 'subscription { postPublished(locale: ru) { id } }' },
          { next: () => undefined, error: resolve, complete: () => resolve(undefined) },
        )
      })
      expect(JSON.stringify(error)).toContain('TOO_MANY_REQUESTS')
    } finally {
      await client.dispose()
    }
  })
})

describe('live channel bounds and staff sessions (finding 11)', () => {
  let app: AppServer
  let endpoint: string
  let wsUrl: string
  const clients: Client[] = []

  beforeAll(async () => {
    app = await startApp({ DATA_DIR: dataDir, GRAPHQL_LIVE_SESSION_CHECK_MS: '1000' })
    endpoint = `${app.url}/graphql`
    wsUrl = endpoint.replace(/^http/, 'ws')
    // Next opens the live channel with its first request (instrumentation).
    await postGraphql(endpoint, { query: '{ news(limit: 1) { totalDocs } }' })
  })
  afterAll(async () => {
    for (const client of clients) await client.dispose()
    await app?.stop()
  })

  /** A connected client; resolves once the server acknowledged it, or with its close code. */
  function connect(
    options: { params?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    let closedWith: number | undefined
    const client = createClient({
      url: wsUrl,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols: string | string[]) {
          super(url, protocols, { headers: options.headers ?? {} })
        }
      },
      retryAttempts: 0,
      lazy: false,
      connectionParams: options.params,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    })
    clients.push(client)
    const ready = new Promise<'connected' | number>((resolve) => {
      client.on('connected', () => resolve('connected'))
      client.on('closed', (event) => resolve((event as { code: number }).code))
    })
    return { client, ready, closedWith: () => closedWith }
  }

  async function waitFor(check: () => boolean, ms = 10_000) {
    for (let waited = 0; waited < ms && !check(); waited += 100) {
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  it('refuses the 21st socket from one address, and takes one again once a socket closed', async () => {
    const open = Array.from({ length: LIVE_LIMITS.maxSocketsPerClient }, () => connect())
    expect(await Promise.all(open.map((c) => c.ready))).toEqual(open.map(() => 'connected'))
    const extra = connect()
    expect(await extra.ready).toBe(LIVE_LIMITS.tooManySocketsCloseCode)
    await open[0]?.client.dispose()
    await new Promise((r) => setTimeout(r, 300))
    const again = connect()
    expect(await again.ready).toBe('connected')
    for (const c of [...open, again]) await c.client.dispose()
    await new Promise((r) => setTimeout(r, 300))
  })

  it('refuses the 21st subscription of one socket', async () => {
    const { client, ready } = connect()
    expect(await ready).toBe('connected')
    const outcomes: Promise<unknown>[] = []
    for (let i = 0; i <= LIVE_LIMITS.maxSubscriptionsPerSocket; i++) {
      outcomes.push(
        new Promise((resolve) => {
          client.subscribe(
            { query: `subscription S${i} { postPublished(locale: ru) { id } }` },
            { next: () => undefined, error: resolve, complete: () => resolve('complete') },
          )
          setTimeout(() => resolve('open'), 2_000)
        }),
      )
    }
    const results = await Promise.all(outcomes)
    const refused = results.filter((r) => JSON.stringify(r).includes('TOO_MANY_SUBSCRIPTIONS'))
    expect(refused).toHaveLength(1)
    expect(results.filter((r) => r === 'open')).toHaveLength(LIVE_LIMITS.maxSubscriptionsPerSocket)
    await client.dispose()
  })

  it('ends a staff subscription once its session is logged out', async () => {
    const token = await adminToken(endpoint)
    const editor = connect({ params: { authorization: `Bearer ${token}` } })
    expect(await editor.ready).toBe('connected')
    let failed: unknown
    editor.client.subscribe(
      { query: 'subscription { callbackReceived { id name } }' },
      { next: () => undefined, error: (e) => (failed = e), complete: () => undefined },
    )
    // Still open after a few re-checks while the session lives.
    await new Promise((r) => setTimeout(r, 2_500))
    expect(failed).toBeUndefined()
    expect(editor.closedWith()).toBeUndefined()
    const logout = await postGraphql(endpoint, { query: 'mutation { logout }' }, { token })
    expect(logout.json.errors).toBeUndefined()
    await waitFor(() => editor.closedWith() !== undefined)
    expect(editor.closedWith()).toBe(LIVE_LIMITS.sessionEndedCloseCode)
  })

  it('does not trust X-Forwarded-Host without a trusted proxy (no TRUSTED_PROXIES)', async () => {
    const token = await adminToken(endpoint)
    const host = new URL(app.url).host
    const subscribeStaff = async (headers: Record<string, string>) => {
      const socket = connect({ headers: { cookie: `apollo-token=${token}`, ...headers } })
      expect(await socket.ready).toBe('connected')
      let failed: unknown
      socket.client.subscribe(
        { query: 'subscription { callbackReceived { id } }' },
        { next: () => undefined, error: (e) => (failed = e), complete: () => undefined },
      )
      await waitFor(() => socket.closedWith() !== undefined, 1_500)
      return { closedWith: socket.closedWith(), failed }
    }
    // A page of this host signs in with its cookie (the control)...
    const own = await subscribeStaff({ origin: `http://${host}` })
    expect(own.closedWith).toBeUndefined()
    // ...another site's page claiming to be this host through the header does not.
    const forged = await subscribeStaff({
      origin: 'http://evil.example',
      'x-forwarded-host': 'evil.example',
    })
    expect(forged.closedWith).toBe(4403)
  })
})
