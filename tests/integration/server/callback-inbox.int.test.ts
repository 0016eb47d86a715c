/**
 * Callback requests (and the alerts' subscribers) are the inbox role's alone, against the running production server: an editor
 * or an admin without the role reads, changes, exports and follows none of them, through every
 * door (REST, GraphQL, the CSV export, the live channel, the admin's permissions); a user with the
 * role does all of it.
 */
import { type Client, createClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { type AppServer, startApp } from '../../../support/app-server'
import { codes, field, postGraphql, TEST_ADMIN } from '../../helpers/graphql-http'
import { readReply } from '../../helpers/json-reply'
import { signIn } from '../../helpers/session-cookie'

/** The server's minimum fill time (set below), with a margin. */
const MIN_FILL_MS = 200
const FILL_MS = MIN_FILL_MS + 100

let app: AppServer
let adminToken: string
const createdUsers: number[] = []
const createdRequests: number[] = []
const clients: Client[] = []

/** One account per role set: `editor`, `admin` (no inbox) and `inbox`. */
const staff: Record<'editor' | 'admin' | 'inbox', { token: string }> = {
  editor: { token: '' },
  admin: { token: '' },
  inbox: { token: '' },
}

async function rest(method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${app.url}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return readReply(response)
}

async function createStaff(name: string, roles: string[]): Promise<string> {
  const email = `${name}-${Date.now()}@test.example`
  const password = `${name}-password-for-inbox-tests`
  const created = await rest('POST', '/api/users', adminToken, { email, password, roles })
  expect(created.status, created.text).toBe(201)
  createdUsers.push((created.json.doc as { id: number }).id)
  return signIn(app.url, { email, password })
}

/** A phone number no other request of any run uses, as typed and as stored. */
function newPhone(): { typed: string; e164: string } {
  const digits = String(Date.now() % 1e7).padStart(7, '0')
  return { typed: `+7 926 ${digits}`, e164: `+7926${digits}` }
}

/** Sends a request as a visitor does (form token, a pause, the mutation); returns its phone. */
async function sendCallback(name: string): Promise<string> {
  const endpoint = `${app.url}/graphql`
  const opened = await postGraphql(endpoint, { query: 'mutation { openCallbackForm }' })
  const formToken = field<string>(opened.json, 'openCallbackForm')
  await new Promise((resolve) => setTimeout(resolve, FILL_MS))
  const phone = newPhone()
  const sent = await postGraphql(endpoint, {
    query:
      'mutation ($input: CallbackRequestInput!) { sendCallbackRequest(input: $input) { sent } }',
    variables: {
      input: {
        name,
        phone: phone.typed,
        comment: '',
        agreement: true,
        locale: 'ru',
        page: '/contacts',
        formToken,
        website: '',
      },
    },
  })
  expect(field<{ sent: boolean }>(sent.json, 'sendCallbackRequest').sent).toBe(true)
  return phone.e164
}

const byPhone = (phone: string) =>
  `/api/callback-requests?where[phone][equals]=${encodeURIComponent(phone)}&depth=0`

let phone: string
let requestId: number

beforeAll(async () => {
  app = await startApp({ CALLBACK_MIN_FILL_MS: String(MIN_FILL_MS) })
  adminToken = await signIn(app.url, TEST_ADMIN)
  staff.editor.token = await createStaff('inbox-test-editor', ['editor'])
  staff.admin.token = await createStaff('inbox-test-admin', ['admin', 'editor'])
  staff.inbox.token = await createStaff('inbox-test-inbox', ['inbox'])
  phone = await sendCallback('Заявитель Проверочный')
  const found = await rest('GET', byPhone(phone), staff.inbox.token)
  expect(found.status, found.text).toBe(200)
  requestId = (found.json.docs as { id: number }[])[0]?.id as number
  expect(requestId).toBeGreaterThan(0)
  createdRequests.push(requestId)
})

afterAll(async () => {
  for (const client of clients) await client.dispose()
  if (app) {
    for (const id of createdRequests) {
      await rest('DELETE', `/api/callback-requests/${id}`, staff.inbox.token)
    }
    for (const id of createdUsers) await rest('DELETE', `/api/users/${id}`, adminToken)
    await app.stop()
  }
})

describe('without the inbox role (an editor, an admin)', () => {
  const roles = ['editor', 'admin'] as const

  it.each(roles)('%s: REST lists and reads none (403)', async (who) => {
    const token = staff[who].token
    const list = await rest('GET', byPhone(phone), token)
    expect(list.status, list.text).toBe(403)
    expect(JSON.stringify(list.json)).not.toContain(phone)
    const one = await rest('GET', `/api/callback-requests/${requestId}`, token)
    expect(one.status, one.text).toBe(403)
    expect(one.text).not.toContain(phone)
  })

  it.each(roles)('%s: GraphQL reads none (FORBIDDEN, no data)', async (who) => {
    const { json } = await postGraphql(
      `${app.url}/graphql`,
      {
        query: `query ($id: Int!, $phone: String!) {
          CallbackRequests(where: { phone: { equals: $phone } }) { docs { name phone } }
          CallbackRequest(id: $id) { name phone }
        }`,
        variables: { id: requestId, phone },
      },
      { token: staff[who].token },
    )
    expect(codes(json)).toContain('FORBIDDEN')
    expect(JSON.stringify(json.data ?? {})).not.toContain(phone)
  })

  it.each(roles)('%s: may neither change nor delete a request (403)', async (who) => {
    const token = staff[who].token
    const changed = await rest('PATCH', `/api/callback-requests/${requestId}`, token, {
      status: 'done',
    })
    expect(changed.status, changed.text).toBe(403)
    const deleted = await rest('DELETE', `/api/callback-requests/${requestId}`, token)
    expect(deleted.status, deleted.text).toBe(403)
    const still = await rest('GET', `/api/callback-requests/${requestId}`, staff.inbox.token)
    expect(still.json.status).toBe('new')
  })

  it.each(roles)('%s: the CSV export is refused (403)', async (who) => {
    const csv = await rest('GET', '/api/callback-requests/export.csv', staff[who].token)
    expect(csv.status, csv.text).toBe(403)
    expect(csv.text).not.toContain(phone)
  })

  it.each(roles)('%s: the collection is out of their admin (no read permission)', async (who) => {
    const access = await rest('GET', '/api/access', staff[who].token)
    expect(access.status, access.text).toBe(200)
    const collections = access.json.collections as Record<string, { read?: unknown }>
    expect(collections['callback-requests']?.read ?? false).toBe(false)
    // The alerts' subscribers are the inbox's too (their addresses are personal data).
    expect(collections.subscribers?.read ?? false).toBe(false)
    const subscribers = await rest('GET', '/api/subscribers?depth=0', staff[who].token)
    expect(subscribers.status, subscribers.text).toBe(403)
    // Their own work is still theirs.
    expect(collections.posts?.read).toBe(true)
  })

  it.each(roles)('%s: the live callbackReceived subscription is refused', async (who) => {
    // Refused when it starts: an answer with the error and no data (graphql-ws passes it to `next`).
    const answer = await new Promise<unknown>((resolve) => {
      setTimeout(() => resolve('no answer'), 5000)
      follow(staff[who].token).subscribe(
        { query: 'subscription { callbackReceived { id name phone } }' },
        { next: resolve, error: resolve, complete: () => resolve('completed') },
      )
    })
    expect(JSON.stringify(answer)).toContain('FORBIDDEN')
    expect((answer as { data?: unknown }).data ?? null).toBeNull()
  })
})

describe('with the inbox role', () => {
  it('reads the requests over REST, list and by id', async () => {
    const list = await rest('GET', byPhone(phone), staff.inbox.token)
    expect(list.status).toBe(200)
    expect((list.json.docs as { id: number }[]).map((doc) => doc.id)).toEqual([requestId])
    const one = await rest('GET', `/api/callback-requests/${requestId}`, staff.inbox.token)
    expect(one.status, one.text).toBe(200)
    expect(one.json.phone).toBe(phone)
  })

  it('reads them over GraphQL', async () => {
    const { json } = await postGraphql(
      `${app.url}/graphql`,
      {
        query: `query ($phone: String!) {
          CallbackRequests(where: { phone: { equals: $phone } }) { docs { id phone } }
        }`,
        variables: { phone },
      },
      { token: staff.inbox.token },
    )
    expect(field<{ docs: unknown[] }>(json, 'CallbackRequests').docs).toEqual([
      { id: requestId, phone },
    ])
  })

  it('exports them as CSV', async () => {
    const csv = await rest(
      'GET',
      `/api/callback-requests/export.csv?where[phone][equals]=${encodeURIComponent(phone)}`,
      staff.inbox.token,
    )
    expect(csv.status, csv.text).toBe(200)
    expect(csv.text).toContain(phone)
  })

  it('changes a request', async () => {
    const changed = await rest('PATCH', `/api/callback-requests/${requestId}`, staff.inbox.token, {
      status: 'in-progress',
    })
    expect(changed.status, changed.text).toBe(200)
  })

  it('sees the collection in the admin (read permission)', async () => {
    const access = await rest('GET', '/api/access', staff.inbox.token)
    const collections = access.json.collections as Record<string, { read?: unknown }>
    expect(collections['callback-requests']?.read).toBe(true)
    expect(collections.subscribers?.read).toBe(true)
    expect((await rest('GET', '/api/subscribers?depth=0', staff.inbox.token)).status).toBe(200)
  })

  it('follows arriving requests live', async () => {
    const name = 'Заявитель Живой'
    const received = new Promise<unknown>((resolve, reject) => {
      follow(staff.inbox.token).subscribe(
        { query: 'subscription { callbackReceived { id name phone } }' },
        { next: (value) => resolve(value.data), error: reject, complete: () => undefined },
      )
    })
    // The subscription is registered before the request arrives.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const sentPhone = await sendCallback(name)
    const data = (await received) as { callbackReceived: { id: number; phone: string } }
    createdRequests.push(data.callbackReceived.id)
    expect(data.callbackReceived).toMatchObject({ name, phone: sentPhone })
  })
})

/** A live-channel client signed in with `token` (a bearer token in the connection parameters). */
function follow(token: string): Client {
  const client = createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  })
  clients.push(client)
  return client
}
