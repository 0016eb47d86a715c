/**
 * What an outsider tried against the production server, one probe each, bounded and on loopback:
 * redirects that leave the site, the REST API as a lever, cross-site GraphQL posts with a staff
 * cookie, schema hints in errors, forwarded addresses from a peer that is not a proxy, and the
 * end-to-end tests' own routes on a server started without their flags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ANONYMOUS_READ_BOUNDS } from '@/cms/hooks/request-bounds'
import { API_RATE_LIMIT } from '@/rate-limits/api-rate-limit'

import { type AppServer, startApp } from '../../../support/app-server'
import { adminToken, TEST_ADMIN } from '../../helpers/graphql-http'
import { readReply } from '../../helpers/json-reply'
import { signIn } from '../../helpers/session-cookie'

let app: AppServer
let token: string

beforeAll(async () => {
  app = await startApp()
  token = await adminToken(`${app.url}/graphql`)
})

afterAll(async () => {
  await app?.stop()
})

describe('redirects built from input stay on the site', () => {
  it("sends the preview's way back home when a browser would read it as another site", async () => {
    const leave = async (back: string, headers: Record<string, string> = {}) => {
      const url = `${app.url}/api/exit-preview?return=${encodeURIComponent(back)}`
      const res = await fetch(url, { redirect: 'manual', headers })
      expect(res.status, back).toBe(303)
      return res.headers.get('location')
    }
    for (const back of [
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/\r\n//evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '/.//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(await leave(back), JSON.stringify(back)).toBe('/')
    }
    expect(await leave('/en/news?type=event')).toBe('/en/news?type=event')
    // Encoded separators stay inside the path, where a browser leaves them.
    expect(await leave('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example')
    // The referer is followed only when it is one of the site's own pages.
    const bare = async (referer: string) =>
      (
        await fetch(`${app.url}/api/exit-preview`, { redirect: 'manual', headers: { referer } })
      ).headers.get('location')
    expect(await bare('https://evil.example/x')).toBe('/')
    expect(await bare(`${app.url}/en/team`)).toBe('/en/team')
  })
})

describe('anonymous REST reads are bounded by their cost', () => {
  it('answers the heaviest read with a small page at depth 1', async () => {
    const res = await fetch(`${app.url}/api/posts?limit=100&depth=2`)
    expect(res.status).toBe(200)
    const page = (await res.json()) as { docs: { authors?: unknown[] }[]; limit: number }
    expect(page.limit).toBe(ANONYMOUS_READ_BOUNDS.rest.maxLimit)
    expect(page.docs.length).toBeLessThanOrEqual(ANONYMOUS_READ_BOUNDS.rest.maxLimit)
    // Depth 1: an author is a document, whose own relationships are ids again.
    const author = page.docs.flatMap((doc) => doc.authors ?? [])[0] as Record<string, unknown>
    expect(typeof author).toBe('object')
    const practices = author.practices as unknown[] | undefined
    expect(practices?.every((p) => typeof p === 'number') ?? true).toBe(true)
  })

  it('spends a per-address budget; past it 429 with Retry-After, and staff are not counted', async () => {
    const limited = await startApp({ API_RATE_LIMIT_PER_MINUTE: '15' })
    try {
      const statuses: number[] = []
      let refused: Response | undefined
      let refusedAfterMs = 0
      for (let i = 0; i < 20; i++) {
        // Each from another address by X-Forwarded-For: not believed without TRUSTED_PROXIES.
        const started = performance.now()
        const res = await fetch(`${limited.url}/api/practices?limit=1&depth=0`, {
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        })
        statuses.push(res.status)
        if (res.status === 429) {
          refused ??= res
          refusedAfterMs = performance.now() - started
        } else {
          // Read to its end: a body left unread holds the connection open, and the server's stop
          // would wait out its drain's grace period for it.
          await res.arrayBuffer()
        }
      }
      // A refusal is held back a moment: a client that asks again at once cannot spin on them.
      expect(refusedAfterMs).toBeGreaterThanOrEqual(API_RATE_LIMIT.refusalDelayMs - 50)
      expect(statuses.filter((s) => s === 200)).toHaveLength(15)
      expect(statuses.slice(15)).toEqual([429, 429, 429, 429, 429])
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused?.text()).toMatch(/Too many requests/)
      const staff = await fetch(`${limited.url}/api/practices?limit=1&depth=0`, {
        headers: { authorization: `JWT ${await signIn(limited.url, TEST_ADMIN)}` },
      })
      expect(staff.status).toBe(200)
    } finally {
      await limited.stop()
    }
  })

  it('counts each client behind a configured proxy by the address the proxy names', async () => {
    const proxied = await startApp({
      API_RATE_LIMIT_PER_MINUTE: '15',
      TRUSTED_PROXIES: '127.0.0.1',
      SITE_URL: 'http://localhost:3104',
    })
    try {
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${proxied.url}/api/practices?limit=1&depth=0`, {
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        })
        expect(res.status).toBe(200)
        await res.arrayBuffer()
      }
    } finally {
      await proxied.stop()
    }
  })
})

describe('cross-site GraphQL with the staff cookie', () => {
  /** A form post, as another site's page can make a visitor's browser send it. */
  const formPost = (headers: Record<string, string>) => {
    const form = new FormData()
    form.set('operations', JSON.stringify({ query: 'mutation { logout }' }))
    form.set('map', '{}')
    return fetch(`${app.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { cookie: `apollo-token=${token}`, ...headers },
    })
  }

  it("refuses a cookie-signed form post that does not come from the site's pages", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      {},
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const answer = await readReply(await formPost(headers))
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(answer.text).toMatch(/site's own pages/)
    }
    // The token still works: nothing ran.
    const still = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ meUser { user { email } } }' }),
    })
    expect(JSON.stringify(await still.json())).toContain(TEST_ADMIN.email)
  })

  it("takes it from the site's own page, or with Apollo's preflight header", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: new URL(app.url).origin },
      { 'sec-fetch-site': 'same-origin' },
      { 'apollo-require-preflight': 'true' },
    ]) {
      const res = await formPost(headers)
      expect(res.status, JSON.stringify(headers)).not.toBe(403)
      await res.arrayBuffer()
      token = await adminToken(`${app.url}/graphql`)
    }
  })
})

describe('errors give the schema away to nobody', () => {
  it('answers an unknown field without "Did you mean", but with it for staff', async () => {
    const anonymous = await readReply(await fetch(`${app.url}/graphql?query={callbackRequest}`))
    expect(anonymous.status).toBe(400)
    expect(anonymous.text).toMatch(/Cannot query field \\"callbackRequest\\"/)
    expect(anonymous.text).not.toMatch(/Did you mean|CallbackRequests/)
    const badValue = await readReply(
      await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query ($t: Post_type) { news(type: $t) { totalDocs } }',
          variables: { t: 'newz' },
        }),
      }),
    )
    expect(badValue.text).toMatch(/does not exist/)
    expect(badValue.text).not.toMatch(/Did you mean/)
    const staff = await readReply(
      await fetch(`${app.url}/graphql?query={callbackRequest}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    )
    expect(staff.text).toMatch(/Did you mean/)
  })
})

describe("the end-to-end tests' routes are not there without their flags", () => {
  it('answers the fault injection (E2E_FAULTS) with a 404', async () => {
    for (const path of [
      '/fault/page',
      '/en/fault/page',
      '/fault/error-view',
      '/fault/unavailable',
    ]) {
      expect((await fetch(`${app.url}${path}`)).status, path).toBe(404)
    }
  })

  it("keeps the job system's clock (E2E_JOBS_CLOCK) out of reach, even for staff", async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString()
    const moved = await fetch(`${app.url}/api/e2e-jobs-clock?at=${at}`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
    })
    expect(moved.status).toBe(404)
  })
})
