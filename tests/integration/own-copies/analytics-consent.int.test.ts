/**
 * The analytics consent records (issue 20) against the production server: a decision is stored
 * with what the firm must prove (id, decision, text version and hash, language, time) and nothing
 * about the visitor; bad input gets a 4xx with a message; visitors can neither read nor write the
 * records through REST; and the endpoint is rate limited per address.
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentTextHash } from '@/cms/endpoints/analytics-consent-text'
import { ANALYTICS_CONSENT } from '@/lib/analytics-consent'

import { type AppServer, copyOfTestData, startApp } from '../../../support/app-server'
import { readReply } from '../../helpers/json-reply'
import { tokenFromAnswer } from '../../helpers/session-cookie'

const TEST_ADMIN = {
  email: process.env.TEST_ADMIN_EMAIL ?? 'admin@test.example',
  password: process.env.TEST_ADMIN_PASSWORD ?? 'test-admin-password-1991',
}

let server: AppServer
let dataDir: string
let posted = 0

beforeAll(async () => {
  dataDir = copyOfTestData()
  server = await startApp({ DATA_DIR: dataDir })
})

afterAll(async () => {
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Posts a decision as the banner does, from the site's own page (the body as given). */
async function post(body: unknown, headers: Record<string, string> = {}) {
  posted++
  return postRaw(body, { origin: server.url, 'content-type': 'application/json', ...headers })
}

/** Posts with exactly these headers (what another site's page, or no browser, sends). */
async function postRaw(body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${ANALYTICS_CONSENT.endpoint}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return readReply(response)
}

/** The visitor's consent cookie after a decision (what the banner writes). */
const cookieOf = (decision: string, consentId: string) => ({
  cookie: `${ANALYTICS_CONSENT.cookie}=${decision}.${consentId}.${ANALYTICS_CONSENT.textVersion}`,
})

const message = (json: Record<string, unknown>) =>
  (json.errors as { message?: string }[] | undefined)?.[0]?.message ?? ''

async function adminToken(): Promise<string> {
  const response = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  expect(response.status).toBe(200)
  return tokenFromAnswer(response)
}

type ConsentRecord = Record<string, unknown> & { consentId: string; createdAt: string }

async function records(consentId: string): Promise<ConsentRecord[]> {
  const response = await fetch(
    `${server.url}/api/analytics-consents?where[consentId][equals]=${consentId}&sort=createdAt&depth=0`,
    { headers: { authorization: `JWT ${await adminToken()}` } },
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: ConsentRecord[] }).docs
}

const current = { textVersion: ANALYTICS_CONSENT.textVersion }

describe('analytics consent records', () => {
  it('stores a decision, and a change of mind under the same consent id', async () => {
    const before = Date.now()
    const granted = await post({ decision: 'granted', locale: 'en', ...current })
    expect(granted.status, granted.text).toBe(201)
    expect(granted.headers.get('cache-control')).toBe('no-store')
    const consentId = granted.json.consentId as string
    expect(consentId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )

    // The change of mind comes with the cookie of the first decision: the server keeps its id.
    const denied = await post(
      { decision: 'denied', locale: 'ru', ...current },
      cookieOf('granted', consentId),
    )
    expect(denied.status, denied.text).toBe(201)
    expect(denied.json.consentId).toBe(consentId)

    const stored = await records(consentId)
    expect(stored.map((r) => [r.decision, r.locale, r.textVersion, r.textHash])).toEqual([
      ['granted', 'en', ANALYTICS_CONSENT.textVersion, consentTextHash('en')],
      ['denied', 'ru', ANALYTICS_CONSENT.textVersion, consentTextHash('ru')],
    ])
    for (const record of stored) {
      const at = Date.parse(record.createdAt)
      expect(at).toBeGreaterThanOrEqual(before - 1000)
      expect(at).toBeLessThanOrEqual(Date.now() + 1000)
      // What a record holds, and nothing about the visitor (no address, no user agent).
      expect(Object.keys(record).sort()).toEqual([
        'consentId',
        'createdAt',
        'decision',
        'id',
        'locale',
        'textHash',
        'textVersion',
        'updatedAt',
      ])
    }
  })

  it('refuses bad input with a 4xx and a readable message', async () => {
    const cases: [unknown, number, RegExp][] = [
      ['not json', 400, /JSON object/],
      [{ decision: 'maybe', locale: 'ru', ...current }, 400, /decision/],
      [{ decision: 'granted', locale: 'de', ...current }, 400, /locale/],
      [{ decision: 'granted', locale: 'ru' }, 400, /textVersion/],
      [{ decision: 'granted', locale: 'ru', consentId: 'x', ...current }, 400, /consentId/],
      [
        { decision: 'granted', locale: 'ru', consentId: crypto.randomUUID(), ...current },
        400,
        /consentId/,
      ],
      [{ decision: 'granted', locale: 'ru', ip: '10.0.0.1', ...current }, 400, /Unknown field: ip/],
      [{ decision: 'granted', locale: 'ru', textVersion: '1999-01-01' }, 409, /text has changed/],
      [{ decision: 'granted', locale: 'ru', pad: 'x'.repeat(2000), ...current }, 413, /too large/],
    ]
    for (const [body, status, pattern] of cases) {
      const answer = await post(body)
      expect(answer.status, `${JSON.stringify(body).slice(0, 80)} → ${answer.text}`).toBe(status)
      expect(message(answer.json)).toMatch(pattern)
    }
  })

  it("takes decisions only from the site's own pages, as JSON", async () => {
    const body = { decision: 'granted', locale: 'ru', ...current }
    const forged: Record<string, string>[] = [
      { 'content-type': 'text/plain', origin: 'https://evil.example' },
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', origin: server.url },
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      { 'content-type': 'application/json' },
    ]
    for (const headers of forged) {
      const answer = await postRaw(body, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(message(answer.json)).toMatch(/site's own pages/)
    }
    const plain = await postRaw(body, { 'content-type': 'text/plain', origin: server.url })
    expect(plain.status).toBe(415)
    expect(message(plain.json)).toMatch(/must be JSON/)
    const sameOrigin = await postRaw(body, {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
    })
    posted++
    expect(sameOrigin.status, sameOrigin.text).toBe(201)
  })

  it('makes the consent id itself: a cookie with an id it never made gets a new one', async () => {
    const invented = crypto.randomUUID()
    const answer = await post(
      { decision: 'granted', locale: 'ru', ...current },
      cookieOf('granted', invented),
    )
    expect(answer.status, answer.text).toBe(201)
    expect(answer.json.consentId).not.toBe(invented)
    expect(await records(invented)).toEqual([])
  })

  it('lets visitors neither read nor write the records through REST', async () => {
    // A record as the endpoint stores one, which nobody may write through the collection.
    const aRecord = {
      consentId: 'x',
      decision: 'granted',
      locale: 'ru',
      textVersion: 'x',
      textHash: 'x',
    }
    const list = await fetch(`${server.url}/api/analytics-consents`)
    expect(list.status).toBe(403)
    const create = await fetch(`${server.url}/api/analytics-consents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(aRecord),
    })
    expect(create.status).toBe(403)
    const token = await adminToken()
    const edit = await fetch(`${server.url}/api/analytics-consents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify(aRecord),
    })
    expect(edit.status).toBe(403)
  })

  it('is rate limited per client address', async () => {
    // Every post of this file counted against 127.0.0.1, the refused ones too.
    let last = await post({ decision: 'denied', locale: 'ru', ...current })
    while (last.status === 201 && posted <= ANALYTICS_CONSENT.ipLimit.points) {
      last = await post({ decision: 'denied', locale: 'ru', ...current })
    }
    expect(posted).toBe(ANALYTICS_CONSENT.ipLimit.points + 1)
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(message(last.json)).toMatch(/Too many requests/)
  })
})
