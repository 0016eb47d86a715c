/**
 * Issue 16, findings 5, 6 and 10, against the running production server: sign-in throttling (REST,
 * GraphQL over HTTP and over the live channel), the password rule, the current password, session
 * lifetimes and the Secure cookie, and what editors may no longer change. The server trusts one
 * proxy hop, so each scenario states its client address in X-Forwarded-For.
 */
import path from 'node:path'

import { createClient as createWsClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { SESSION_LIMITS } from '@/auth/session-policy'
import { LOGIN_THROTTLE } from '@/auth/throttle-policy'
import { PASSWORD_LENGTH } from '@/config/password-policy'

import { type AppServer, startApp, TEST_DATA_DIR } from '../../../support/app-server'
import { codes, type GraphqlBody, postGraphql, TEST_ADMIN } from '../../helpers/graphql-http'
import { readReply } from '../../helpers/json-reply'
import { tokenFromAnswer } from '../../helpers/session-cookie'

let app: AppServer
let adminToken: string
let editor: { id: number; email: string; password: string; token: string }
const createdUsers: number[] = []
const createdRedirects: number[] = []

type Init = { token?: string; from?: string; headers?: Record<string, string> }

function headersOf(init: Init = {}): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(init.token ? { authorization: `JWT ${init.token}` } : {}),
    ...(init.from ? { 'x-forwarded-for': init.from } : {}),
    ...init.headers,
  }
}

async function rest(method: string, route: string, body?: unknown, init: Init = {}) {
  const res = await fetch(`${app.url}${route}`, {
    method,
    headers: headersOf(init),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return readReply(res)
}

const login = (email: string, password: string, init: Init = {}) =>
  rest('POST', '/api/users/login', { email, password }, init)

const graphql = (body: unknown, init: Init = {}) =>
  postGraphql(`${app.url}/graphql`, body, {
    headers: { ...(init.from ? { 'x-forwarded-for': init.from } : {}), ...init.headers },
    ...(init.token ? { token: init.token } : {}),
  })

const LOGIN = 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { exp } }'
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function createUser(email: string, password: string, roles = ['editor']) {
  const created = await rest(
    'POST',
    '/api/users',
    { email, password, roles },
    { token: adminToken },
  )
  expect(created.status, created.text).toBe(201)
  const id = (created.json.doc as { id: number }).id
  createdUsers.push(id)
  return id
}

beforeAll(async () => {
  // Behind one proxy (a public deployment, so with its public address), whose X-Forwarded-For
  // names the client.
  app = await startApp({ TRUSTED_PROXIES: '127.0.0.1', SITE_URL: 'http://localhost:3104' })
  const signedIn = await login(TEST_ADMIN.email, TEST_ADMIN.password)
  expect(signedIn.status, signedIn.text).toBe(200)
  adminToken = tokenFromAnswer(signedIn)
  const email = `hostile-editor-${Date.now()}@test.example`
  const password = 'editor-password-for-hostile-tests'
  const id = await createUser(email, password)
  const editorLogin = await login(email, password)
  editor = { id, email, password, token: tokenFromAnswer(editorLogin) }
})

afterAll(async () => {
  if (app) {
    for (const id of createdRedirects) {
      await rest('DELETE', `/api/redirects/${id}`, undefined, { token: adminToken })
    }
    await rest('POST', '/api/globals/site', { redirectHosts: [] }, { token: adminToken })
    for (const id of createdUsers) {
      await rest('DELETE', `/api/users/${id}`, undefined, { token: adminToken })
    }
    await app.stop()
  }
})

describe('sign-in throttling (finding 5)', () => {
  it('stops one network after its failed attempts, whatever e-mails it tries, with 429 and Retry-After', async () => {
    const network = '2001:db8:16:1'
    for (let i = 0; i < LOGIN_THROTTLE.address.freeFailures; i++) {
      const failed = await login(`nobody-${i}@test.example`, 'wrong-password-1', {
        from: `${network}::${i + 1}`,
      })
      expect(failed.status).toBe(401)
    }
    // Another address of the same /64: still the same network.
    const throttled = await login('nobody-x@test.example', 'wrong-password-1', {
      from: `${network}::ffff`,
    })
    expect(throttled.status).toBe(429)
    const retryAfter = Number(throttled.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.address.maxDelaySeconds)
    expect(throttled.json).toMatchObject({ errors: [{ data: { retryAfterSeconds: retryAfter } }] })
    // Even the right password waits: no password work is done for a throttled attempt.
    expect(
      (await login(TEST_ADMIN.email, TEST_ADMIN.password, { from: `${network}::7` })).status,
    ).toBe(429)

    // GraphQL over HTTP: the same throttle, with the status and header of a 429.
    const overGraphql = await graphql(
      { query: LOGIN, variables: { e: 'nobody-y@test.example', p: 'wrong-password-1' } },
      { from: `${network}::8` },
    )
    expect(overGraphql.status).toBe(429)
    expect(Number(overGraphql.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(codes(overGraphql.json)).toEqual(['TOO_MANY_REQUESTS'])

    // The live channel: a login mutation over the socket is throttled the same way.
    const client = createWsClient({
      url: `${app.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols: string | string[]) {
          super(url, protocols, { headers: { 'x-forwarded-for': `${network}::9` } })
        }
      },
      retryAttempts: 0,
    })
    try {
      const answer = await new Promise<GraphqlBody | unknown[]>((resolve) => {
        client.subscribe(
          { query: LOGIN, variables: { e: 'nobody-z@test.example', p: 'wrong-password-1' } },
          {
            next: (value) => resolve(value as GraphqlBody),
            error: (e) => resolve(e as unknown[]),
            complete: () => undefined,
          },
        )
      })
      expect(JSON.stringify(answer)).toMatch(/too many failed sign-ins/i)
    } finally {
      await client.dispose()
    }

    // Another network is not concerned.
    const elsewhere = await login('nobody-x@test.example', 'wrong-password-1', {
      from: '2001:db8:16:2::1',
    })
    expect(elsewhere.status).toBe(401)
  })

  it('slows guesses at an account from one address, and never keeps its owner out', async () => {
    const email = `hostile-owner-${Date.now()}@test.example`
    const password = 'owner-password-for-hostile-tests'
    await createUser(email, password)
    const guesser = { from: '198.51.100.77' }
    for (let i = 0; i < LOGIN_THROTTLE.account.freeFailures; i++) {
      const failed = await login(email, `wrong-password-${i}`, guesser)
      expect(failed.status).toBe(401)
    }
    // The guesser waits, even with the right password: no password work for a throttled attempt.
    const slowed = await login(email, password, guesser)
    expect(slowed.status).toBe(429)
    const retryAfter = Number(slowed.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxDelaySeconds)
    // The owner, from home, signs in at once: an outsider cannot keep the account locked.
    const signedIn = await login(email, password, { from: '203.0.113.77' })
    expect(signedIn.status, signedIn.text).toBe(200)
  })

  it('judges at most the free attempts of a burst sent at once, and stays responsive', async () => {
    const from = '192.0.2.150'
    const healthTimes: number[] = []
    let bursting = true
    const probe = (async () => {
      while (bursting) {
        const started = performance.now()
        expect((await fetch(`${app.url}/healthz`)).status).toBe(200)
        healthTimes.push(performance.now() - started)
        await wait(20)
      }
    })()
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(`burst-${i}@test.example`, 'wrong-password-1', { from }),
      ),
    )
    bursting = false
    await probe
    const statuses = burst.map((answer) => answer.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true)
    for (const answer of burst.filter((a) => a.status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // Alive throughout; its speed under such a burst is measured by `npm run bench:hostile`.
    expect(healthTimes.length).toBeGreaterThan(0)
  })

  it('does not count successful sign-ins: the suite signs in many times from one address', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.address.freeFailures + 5; i++) {
      const signedIn = await login(TEST_ADMIN.email, TEST_ADMIN.password, { from: '192.0.2.200' })
      expect(signedIn.status).toBe(200)
    }
    // An unknown e-mail and a wrong password answer alike.
    const unknown = await login('nobody-at-all@test.example', 'wrong-password-1', {
      from: '192.0.2.201',
    })
    const known = await login(TEST_ADMIN.email, 'wrong-password-1', { from: '192.0.2.201' })
    expect(unknown.status).toBe(401)
    expect(known.status).toBe(401)
    expect(unknown.json).toEqual(known.json)
  })
})

describe('passwords and sessions (finding 6)', () => {
  it('refuses short, long and common passwords on create, in the editor’s language', async () => {
    const email = `hostile-weak-${Date.now()}@test.example`
    const attempt = (password: string, language = 'en') =>
      rest(
        'POST',
        '/api/users',
        { email, password, roles: ['editor'] },
        { token: adminToken, headers: { 'accept-language': language } },
      )
    const short = await attempt('short-pw-1')
    expect(short.status).toBe(400)
    expect(short.text).toMatch(/at least 12 characters/)
    expect((await attempt('x'.repeat(PASSWORD_LENGTH.max + 1))).status).toBe(400)
    const common = await attempt('Qwerty123456')
    expect(common.status).toBe(400)
    expect(common.text).toMatch(/too common/)
    const russian = await attempt('short-pw-1', 'ru')
    expect(russian.status).toBe(400)
    expect(russian.text).toMatch(/не короче 12/)
  })

  it('refuses a weak password on reset, before looking at the token', async () => {
    const reset = await rest('POST', '/api/users/reset-password', {
      token: 'not-a-real-token',
      password: 'qwerty123456',
    })
    expect(reset.status).toBe(400)
    expect(reset.text).toMatch(/too common/)
  })

  it('asks for the current password to change one’s own, over REST and GraphQL', async () => {
    const email = `hostile-change-${Date.now()}@test.example`
    const password = 'change-password-original-1'
    const id = await createUser(email, password)
    const token = tokenFromAnswer(await login(email, password))
    const next = 'change-password-next-2'

    const without = await rest('PATCH', `/api/users/${id}`, { password: next }, { token })
    expect(without.status).toBe(400)
    expect(without.text).toMatch(/current password/i)
    const wrong = await rest(
      'PATCH',
      `/api/users/${id}`,
      { password: next, currentPassword: 'not-the-password' },
      { token },
    )
    expect(wrong.status).toBe(400)
    // The reason is the error's own message (what the admin's toast shows), and on the field.
    expect(wrong.json.errors).toMatchObject([
      {
        message: 'The current password is wrong',
        data: { errors: [{ path: 'currentPassword', message: 'The current password is wrong' }] },
      },
    ])
    const overGraphql = await graphql(
      {
        query:
          'mutation ($id: Int!, $p: String!) { updateUser(id: $id, data: { password: $p }) { id } }',
        variables: { id, p: next },
      },
      { token },
    )
    expect(JSON.stringify(overGraphql.json.errors ?? [])).toMatch(/current password/i)
    expect((await login(email, next)).status).toBe(401)

    const changed = await rest(
      'PATCH',
      `/api/users/${id}`,
      { password: next, currentPassword: password },
      { token },
    )
    expect(changed.status, changed.text).toBe(200)
    expect(JSON.stringify(changed.json)).not.toContain('currentPassword')
    expect((await login(email, next)).status).toBe(200)

    // An admin resets another user's password without knowing it (the admin-only reset).
    const reset = await rest(
      'PATCH',
      `/api/users/${id}`,
      { password: 'reset-by-the-admin-3' },
      { token: adminToken },
    )
    expect(reset.status, reset.text).toBe(200)
    expect((await login(email, 'reset-by-the-admin-3')).status).toBe(200)
  })

  it('gives tokens an idle lifetime of 2 hours, and no refresh past the absolute limit', async () => {
    const signedIn = await login(editor.email, editor.password)
    expect(signedIn.status).toBe(200)
    const left = (signedIn.json.exp as number) - Math.floor(Date.now() / 1000)
    expect(left).toBeGreaterThan(SESSION_LIMITS.idleSeconds - 120)
    expect(left).toBeLessThanOrEqual(SESSION_LIMITS.idleSeconds)
    const token = tokenFromAnswer(signedIn)

    // While active, a refresh gives a fresh idle lifetime.
    const refreshed = await rest('POST', '/api/users/refresh-token', {}, { token })
    expect(refreshed.status, refreshed.text).toBe(200)
    const fresh = tokenFromAnswer(refreshed)

    // A session started eight days ago (set in the database) may not be refreshed any more.
    const { createClient } = await import('@libsql/client')
    const db = createClient({ url: `file:${path.join(TEST_DATA_DIR, 'site.db')}` })
    try {
      await db.execute({
        sql: 'UPDATE users_sessions SET created_at = ? WHERE _parent_id = ?',
        args: [new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString(), editor.id],
      })
    } finally {
      db.close()
    }
    const refused = await rest('POST', '/api/users/refresh-token', {}, { token: fresh })
    expect(refused.status).toBe(403)
  })

  it('marks the session cookie Secure when the site is served over HTTPS', async () => {
    const plain = await login(TEST_ADMIN.email, TEST_ADMIN.password)
    expect(plain.headers.get('set-cookie')).toMatch(/collegium-token=/)
    expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i)

    const https = await startApp({ SITE_URL: 'https://collegium.test' })
    try {
      const res = await fetch(`${https.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('set-cookie')).toMatch(/collegium-token=[^;]+;.*Secure/i)
    } finally {
      await https.stop()
    }
  })
})

describe('staff tokens are never readable by page scripts', () => {
  it('leaves the token out of every answer: sign-in, /me, refresh, the GraphQL login', async () => {
    const signedIn = await login(editor.email, editor.password)
    expect(signedIn.status).toBe(200)
    expect(signedIn.json).not.toHaveProperty('token')
    const session = signedIn.headers.get('set-cookie') ?? ''
    expect(session).toMatch(/collegium-token=[^;]+;.*HttpOnly/i)
    const token = tokenFromAnswer(signedIn)
    const me = await rest('GET', '/api/users/me', undefined, { token })
    expect(me.json).toMatchObject({ user: { email: editor.email } })
    expect(me.text).not.toContain(token)
    const refreshed = await rest('POST', '/api/users/refresh-token', {}, { token })
    expect(refreshed.status).toBe(200)
    expect(refreshed.json).not.toHaveProperty('refreshedToken')
    const overGraphql = await graphql({
      query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token exp } }',
      variables: { e: editor.email, p: editor.password },
    })
    expect(overGraphql.json.data?.login).toMatchObject({ token: null })
    expect(overGraphql.headers.get('set-cookie')).toMatch(/apollo-token=[^;]+;.*HttpOnly/i)
    const meOverGraphql = await graphql({ query: '{ meUser { token user { email } } }' }, { token })
    expect(meOverGraphql.json.data?.meUser).toMatchObject({ token: null })
  })

  it("opens the live channel with the admin's session cookie from the site's own page", async () => {
    const token = tokenFromAnswer(await login(TEST_ADMIN.email, TEST_ADMIN.password))
    const subscribeWith = (headers: Record<string, string>) => {
      const client = createWsClient({
        url: `${app.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(url: string, protocols: string | string[]) {
            super(url, protocols, { headers })
          }
        },
        retryAttempts: 0,
      })
      const outcome = new Promise<string>((resolve) => {
        client.subscribe(
          { query: 'subscription { callbackReceived { id } }' },
          {
            next: () => resolve('event'),
            error: (e) => resolve(`error ${JSON.stringify((e as { code?: number }).code ?? e)}`),
            complete: () => resolve('complete'),
          },
        )
        // Accepted subscriptions wait for an event: quiet for a while means accepted.
        setTimeout(() => resolve('subscribed'), 1500)
      })
      return outcome.finally(() => client.dispose())
    }
    const cookie = `collegium-token=${token}`
    expect(await subscribeWith({ cookie, origin: new URL(app.url).origin })).toBe('subscribed')
    // Another site's page: the browser would send the cookie, which the channel ignores.
    expect(await subscribeWith({ cookie, origin: 'https://evil.example' })).toBe('error 4403')
  })
})

describe('what editors may change (finding 10)', () => {
  type SiteSettings = {
    callbackEmail?: string | null
    callbackRetentionDays?: number | null
    redirectHosts?: string[] | null
  }
  const settings = async () =>
    (await rest('GET', '/api/globals/site?depth=0', undefined, { token: adminToken }))
      .json as SiteSettings

  it('keeps where callback requests go and how long they stay for admins (REST and GraphQL)', async () => {
    const before = await settings()
    const asEditor = await rest(
      'POST',
      '/api/globals/site',
      {
        callbackEmail: 'attacker@evil.example',
        callbackRetentionDays: 3650,
        redirectHosts: ['evil.example'],
      },
      { token: editor.token },
    )
    expect(asEditor.status).toBeLessThan(500)
    const overGraphql = await graphql(
      {
        query:
          'mutation { updateSite(data: { callbackEmail: "attacker@evil.example", callbackRetentionDays: 3000 }) { updatedAt } }',
      },
      { token: editor.token },
    )
    expect(overGraphql.status).toBeLessThan(500)
    const after = await settings()
    expect(after.callbackEmail ?? null).toBe(before.callbackEmail ?? null)
    expect(after.callbackRetentionDays).toBe(before.callbackRetentionDays)
    expect(after.redirectHosts ?? []).toEqual(before.redirectHosts ?? [])

    // Editors still see them: they answer the requests.
    const seen = await rest('GET', '/api/globals/site?depth=0', undefined, { token: editor.token })
    expect(seen.json).toHaveProperty('callbackRetentionDays')

    // Admins change them.
    const days = (before.callbackRetentionDays ?? 365) === 400 ? 401 : 400
    const asAdmin = await rest(
      'POST',
      '/api/globals/site',
      { callbackRetentionDays: days },
      { token: adminToken },
    )
    expect(asAdmin.status, asAdmin.text).toBe(200)
    expect((await settings()).callbackRetentionDays).toBe(days)
    await rest(
      'POST',
      '/api/globals/site',
      { callbackRetentionDays: before.callbackRetentionDays },
      { token: adminToken },
    )
  })

  it('lets a redirect point at site paths and allowed hosts only, with a clear message', async () => {
    const stamp = Date.now()
    const redirect = (suffix: string, url: string, token = editor.token) =>
      rest('POST', '/api/redirects', { from: `/hostile-${stamp}-${suffix}`, url }, { token })

    for (const [suffix, url] of [
      ['evil', 'https://evil.example/login'],
      ['slashes', '//evil.example/login'],
      ['backslash', '/\\evil.example'],
      ['script', 'javascript:alert(1)'],
    ] as const) {
      const refused = await redirect(suffix, url)
      expect(refused.status, `${url}: ${refused.text}`).toBe(400)
      expect(refused.text).toMatch(/allowed|path of this site/i)
    }
    const overGraphql = await graphql(
      {
        query: `mutation { createRedirect(data: { from: "/hostile-${stamp}-gql", url: "https://evil.example/" }) { id } }`,
      },
      { token: editor.token },
    )
    expect(overGraphql.json.errors?.length ?? 0).toBeGreaterThan(0)

    const sitePath = await redirect('path', '/practices')
    expect(sitePath.status, sitePath.text).toBe(201)
    createdRedirects.push((sitePath.json.doc as { id: number }).id)

    const allow = await rest(
      'POST',
      '/api/globals/site',
      { redirectHosts: ['partner.example'] },
      { token: adminToken },
    )
    expect(allow.status, allow.text).toBe(200)
    const partner = await redirect('partner', 'https://partner.example/page')
    expect(partner.status, partner.text).toBe(201)
    createdRedirects.push((partner.json.doc as { id: number }).id)
  })
})
