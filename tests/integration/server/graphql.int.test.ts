/**
 * The GraphQL endpoint against the running production server: real HTTP, a real graphql-ws
 * client, and the site's own Apollo Client in Node (SPEC §7).
 */
import { gql } from '@apollo/client'
import { type Client, createClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { sha256Hex } from '@/graphql/apq'
import { LIVE_LIMITS, OPERATION_LIMITS, PUBLIC_ANSWER_CACHE } from '@/graphql/limits'
import { GRAPHQL_REQUEST_LIMITS } from '@/graphql/request'
import { UPLOAD_MAX_BYTES } from '@/security/rest-guard'
import { createApolloClient } from '../../../src/graphql-client/create-client'
import { UPLOAD_MEDIA } from '../../../src/graphql-client/operations'

import { type AppServer, startApp } from '../../../support/app-server'
import { eventually } from '../../helpers/eventually'
import {
  TEST_ADMIN as ADMIN,
  codes,
  field,
  type GraphqlBody,
  postGraphql,
  adminToken as signIn,
} from '../../helpers/graphql-http'

let app: AppServer
let endpoint: string
let adminToken: string
/** The close code of a live-channel socket that never says who it is (opened in beforeAll). */
let silentSocketClosed: Promise<number>
/** Documents the tests create, removed at the end (e2e runs on the same database). */
const created: { posts: number[]; media: number[] } = { posts: [], media: [] }

const graphql = (body: unknown, init?: Parameters<typeof postGraphql>[2]) =>
  postGraphql(endpoint, body, init)

async function getQuery(params: Record<string, unknown>) {
  const url = new URL(endpoint)
  for (const [k, v] of Object.entries(params)) {
    url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v))
  }
  const res = await fetch(url)
  return { status: res.status, json: (await res.json()) as GraphqlBody, headers: res.headers }
}

async function createPost(data: Record<string, unknown>, locale: 'ru' | 'en' = 'ru') {
  const { json } = await graphql(
    {
      query: `mutation ($data: mutationPostInput!, $locale: LocaleInputType) {
        createPost(data: $data, locale: $locale, draft: false) { id slug }
      }`,
      variables: { data, locale },
    },
    { token: adminToken },
  )
  expect(json.errors).toBeUndefined()
  const post = json.data?.createPost as { id: number; slug: string }
  created.posts.push(post.id)
  return post
}

beforeAll(async () => {
  app = await startApp()
  endpoint = `${app.url}/graphql`
  // Opened first, so that the server's connection-init timeout runs out while the tests before
  // its own run, rather than in that test alone.
  const silent = new WebSocket(endpoint.replace(/^http/, 'ws'), 'graphql-transport-ws')
  silentSocketClosed = new Promise((resolve) => silent.on('close', (code) => resolve(code)))
  adminToken = await signIn(endpoint)
})

afterAll(async () => {
  // Each removal checked: a document left behind is listed by the later steps' sitemaps and pages.
  const leftBehind: string[] = []
  const remove = async (mutation: string) => {
    const { json } = await graphql(
      { query: `mutation { ${mutation} { id } }` },
      { token: adminToken },
    )
    if (json.errors) leftBehind.push(`${mutation}: ${JSON.stringify(json.errors)}`)
  }
  for (const id of created.posts) await remove(`deletePost(id: ${id})`)
  for (const id of created.media) await remove(`deleteMedia(id: ${id})`)
  await app?.stop()
  expect(leftBehind).toEqual([])
})

describe('automatic persisted queries', () => {
  const query = `query NewsCount($limit: Int) { news(limit: $limit) { totalDocs docs { id } } }`
  const hash = sha256Hex(query)
  const extensions = { persistedQuery: { version: 1, sha256Hash: hash } }

  it('misses, registers, then answers a GET by hash with headers a CDN can honour', async () => {
    const miss = await getQuery({ extensions, variables: { limit: 2 } })
    expect(miss.status).toBe(200)
    expect(miss.json.errors?.[0]?.message).toBe('PersistedQueryNotFound')
    expect(miss.headers.get('cache-control')).toBe('no-store')

    const register = await graphql({ query, variables: { limit: 2 }, extensions })
    expect(register.json.errors).toBeUndefined()

    const hit = await getQuery({ extensions, variables: { limit: 2 } })
    expect(hit.status).toBe(200)
    expect(field<{ docs: unknown[] }>(hit.json, 'news').docs).toHaveLength(2)
    expect(hit.headers.get('cache-control')).toBe(
      `public, max-age=0, s-maxage=${PUBLIC_ANSWER_CACHE.sMaxAgeSeconds}, stale-while-revalidate=${PUBLIC_ANSWER_CACHE.staleWhileRevalidateSeconds}`,
    )
    expect(hit.headers.get('vary')).toMatch(/Authorization/)
  })

  it('a cached public answer gives way at once to a publication', async () => {
    const before = await getQuery({ extensions, variables: { limit: 2 } })
    const again = await getQuery({ extensions, variables: { limit: 2 } })
    expect(again.json).toEqual(before.json)
    const total = (json: GraphqlBody) => field<{ totalDocs: number }>(json, 'news').totalDocs
    await createPost({
      title: 'Свежая новость',
      type: 'news',
      publishedAt: '2020-01-01T00:00:00.000Z',
      _status: 'published',
    })
    const after = await getQuery({ extensions, variables: { limit: 2 } })
    expect(total(after.json)).toBe(total(before.json) + 1)
  })

  it('a POST with the query text shares the public answer, which gives way to a publication', async () => {
    const body = { query, variables: { limit: 3 } }
    const first = await graphql(body)
    const again = await graphql(body)
    expect(again.json).toEqual(first.json)
    // Shared caches never keep a POST, whatever this process does.
    expect(again.headers.get('cache-control')).toBe('no-store')
    const total = (json: GraphqlBody) => field<{ totalDocs: number }>(json, 'news').totalDocs
    await createPost({
      title: 'Новость для POST',
      type: 'news',
      publishedAt: '2020-01-02T00:00:00.000Z',
      _status: 'published',
    })
    expect(total((await graphql(body)).json)).toBe(total(first.json) + 1)
  })

  it('an anonymous POST of another type than JSON is refused with 415, not a 500', async () => {
    for (const type of ['text/plain', 'application/graphql']) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{ __typename }',
      })
      expect(res.status, type).toBe(415)
      expect(codes((await res.json()) as GraphqlBody)).toEqual(['UNSUPPORTED_MEDIA_TYPE'])
    }
  })

  it('rejects a query sent with the hash of another', async () => {
    const res = await graphql({ query: '{ news(limit: 1) { totalDocs } }', extensions })
    expect(res.status).toBe(400)
    expect(codes(res.json)).toEqual(['PERSISTED_QUERY_HASH_MISMATCH'])
  })

  it('a signed-in GET is never cacheable', async () => {
    const url = new URL(endpoint)
    url.searchParams.set('extensions', JSON.stringify(extensions))
    const res = await fetch(url, { headers: { authorization: `Bearer ${adminToken}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it("the site's Apollo Client goes miss → full query → hit by GET", async () => {
    const seen: { method: string; hasQuery: boolean; status?: string }[] = []
    const recordingFetch: typeof fetch = async (input, init) => {
      const url = new URL(String(input))
      const method = init?.method ?? 'GET'
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as { query?: string }) : {}
      const hasQuery = method === 'GET' ? url.searchParams.has('query') : Boolean(body.query)
      const res = await fetch(input, init)
      const text = await res.clone().text()
      seen.push({
        method,
        hasQuery,
        status: text.includes('PersistedQueryNotFound') ? 'miss' : 'data',
      })
      return res
    }
    const doc = gql`
      query ApolloNews($page: Int) {
        news(page: $page, limit: 3) { page docs { id title } }
      }
    `
    const first = createApolloClient({ uri: endpoint, fetch: recordingFetch })
    const one = await first.client.query({ query: doc, variables: { page: 2 } })
    expect((one.data as { news: { page: number } }).news.page).toBe(2)
    first.dispose()
    const second = createApolloClient({ uri: endpoint, fetch: recordingFetch })
    await second.client.query({ query: doc, variables: { page: 2 } })
    second.dispose()
    expect(seen).toEqual([
      { method: 'GET', hasQuery: false, status: 'miss' },
      { method: 'POST', hasQuery: true, status: 'data' },
      { method: 'GET', hasQuery: false, status: 'data' },
    ])
  })
})

describe('locales', () => {
  it('aliased root fields in different languages keep their own, down to relationships', async () => {
    const { json } = await graphql({
      query: `{
        en: Posts(locale: en, limit: 1, sort: "-publishedAt") { docs { id title practices { title } } }
        ru: Posts(locale: ru, limit: 1, sort: "-publishedAt") { docs { id title practices { title } } }
        plain: Posts(limit: 1, sort: "-publishedAt") { docs { title } }
      }`,
    })
    type Docs = { docs: { id: number; title: string; practices: { title: string }[] }[] }
    const data = json.data as { en: Docs; ru: Docs; plain: Docs }
    const en = data.en.docs[0]
    const ru = data.ru.docs[0]
    expect(en?.id).toBe(ru?.id)
    expect(en?.title).not.toBe(ru?.title)
    expect(ru?.title).toMatch(/[а-яё]/i)
    expect(en?.title).not.toMatch(/[а-яё]/i)
    expect(en?.practices.every((p) => !/[а-яё]/i.test(p.title))).toBe(true)
    expect(ru?.practices.every((p) => /[а-яё]/i.test(p.title))).toBe(true)
    // No locale asked: the default (ru), not the language of a neighbouring alias.
    expect(data.plain.docs[0]?.title).toBe(ru?.title)
  })

  it('falls back to Russian for an untranslated field unless told not to', async () => {
    const post = await createPost({
      title: 'Только по-русски',
      type: 'news',
      publishedAt: '2020-01-02T00:00:00.000Z',
      _status: 'published',
    })
    const { json } = await graphql({
      query: `query ($id: Int!) {
        fallback: Post(id: $id, locale: en) { title }
        none: Post(id: $id, locale: en, fallbackLocale: none) { title }
      }`,
      variables: { id: post.id },
    })
    expect(json.data).toEqual({ fallback: { title: 'Только по-русски' }, none: { title: null } })
  })

  it('finds a post by its slug in either language and shows it in the asked one', async () => {
    const latest = await graphql({
      query: `{ en: news(locale: en, limit: 1) { docs { id slug title } } ru: news(locale: ru, limit: 1) { docs { id slug title } } }`,
    })
    type Doc = { id: number; slug: string; title: string }
    const data = latest.json.data as { en: { docs: Doc[] }; ru: { docs: Doc[] } }
    const en = data.en.docs[0] as Doc
    const ru = data.ru.docs[0] as Doc
    expect(en.slug).not.toBe(ru.slug)
    const { json } = await graphql({
      query: `query ($ru: String!, $en: String!) {
        byRuSlugInEn: postBySlug(slug: $ru, locale: en) { id title }
        byEnSlugInRu: postBySlug(slug: $en, locale: ru) { id title }
        unknown: postBySlug(slug: "no-such-post", locale: en) { id }
      }`,
      variables: { ru: ru.slug, en: en.slug },
    })
    expect(json.data).toEqual({
      byRuSlugInEn: { id: en.id, title: en.title },
      byEnSlugInRu: { id: ru.id, title: ru.title },
      unknown: null,
    })
  })
})

describe('auth', () => {
  it('login sets an HttpOnly token cookie that signs later requests in; logout clears it', async () => {
    const login = await graphql({
      query:
        'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { exp user { email } } }',
      variables: { e: ADMIN.email, p: ADMIN.password },
    })
    expect(field<{ user: { email: string } }>(login.json, 'login').user.email).toBe(ADMIN.email)
    const setCookie = login.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      /^apollo-token=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/,
    )
    const cookie = setCookie.split(';')[0] as string
    const me = await graphql({ query: '{ meUser { user { email } } }' }, { headers: { cookie } })
    expect(field<{ user: { email: string } }>(me.json, 'meUser').user.email).toBe(ADMIN.email)
    const anonymous = await graphql({ query: '{ meUser { user { email } } }' })
    expect(field<{ user: unknown }>(anonymous.json, 'meUser').user).toBeNull()

    const logout = await graphql({ query: 'mutation { logout }' }, { headers: { cookie } })
    expect(logout.json.data).toEqual({ logout: true })
    expect(logout.headers.get('set-cookie')).toMatch(/^apollo-token=; Path=\/; Max-Age=0; HttpOnly/)
    // The session is over on the server too, not only in the browser.
    const after = await graphql({ query: '{ meUser { user { email } } }' }, { headers: { cookie } })
    expect(field<{ user: unknown }>(after.json, 'meUser').user).toBeNull()
  })

  it('a wrong password is UNAUTHENTICATED, and visitors never see drafts or private collections', async () => {
    const wrong = await graphql({
      query: 'mutation { login(email: "nobody@test.example", password: "wrong-password") { exp } }',
    })
    expect(codes(wrong.json)).toEqual(['UNAUTHENTICATED'])
    const privateRead = await graphql({
      query: '{ CallbackRequests { totalDocs } Users { totalDocs } }',
    })
    expect(codes(privateRead.json)).toEqual(['FORBIDDEN', 'FORBIDDEN'])
    const draft = await createPost({
      title: 'Черновик',
      type: 'news',
      publishedAt: '2020-01-03T00:00:00.000Z',
      _status: 'draft',
    })
    const asVisitor = await graphql({ query: `{ Post(id: ${draft.id}, draft: true) { title } }` })
    expect(asVisitor.json.data?.Post ?? null).toBeNull()
    const asEditor = await graphql(
      { query: `{ Post(id: ${draft.id}, draft: true) { title } }` },
      { token: adminToken },
    )
    expect(asEditor.json.data?.Post).toEqual({ title: 'Черновик' })
  })
})

describe('uploads (GraphQL multipart request)', () => {
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  const upload = (file: Blob, name: string, token?: string) => {
    const form = new FormData()
    form.set(
      'operations',
      JSON.stringify({
        query:
          'mutation ($file: Upload!) { uploadMedia(file: $file, alt: "Test pixel") { id filename mimeType url } }',
        variables: { file: null },
      }),
    )
    form.set('map', JSON.stringify({ 0: ['variables.file'] }))
    form.set('0', file, name)
    return fetch(endpoint, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  }

  it('stores an image sent by an editor', async () => {
    const res = await upload(new Blob([png], { type: 'image/png' }), 'pixel.png', adminToken)
    expect(res.status).toBe(200)
    const json = (await res.json()) as GraphqlBody
    expect(json.errors).toBeUndefined()
    const media = json.data?.uploadMedia as { id: number; mimeType: string; url: string }
    created.media.push(media.id)
    expect(media.mimeType).toBe('image/png')
    const file = await fetch(new URL(media.url, app.url))
    expect(file.status).toBe(200)
  })

  it("the site's Apollo Client uploads through its multipart link, signed in by its token", async () => {
    const apollo = createApolloClient({ uri: endpoint, getToken: () => adminToken })
    try {
      const result = await apollo.client.mutate({
        mutation: UPLOAD_MEDIA,
        variables: { file: new File([png], 'apollo.png', { type: 'image/png' }), alt: 'Apollo' },
      })
      const media = result.data?.uploadMedia
      expect(media?.mimeType).toBe('image/png')
      expect(media?.filename).toMatch(/^apollo/)
      created.media.push(Number(media?.id))
      const anonymous = createApolloClient({ uri: endpoint, getToken: () => undefined })
      await expect(
        anonymous.client.mutate({
          mutation: UPLOAD_MEDIA,
          variables: { file: new File([png], 'x.png', { type: 'image/png' }), alt: 'x' },
        }),
      ).rejects.toThrow(/401/)
      anonymous.dispose()
    } finally {
      apollo.dispose()
    }
  })

  it('refuses anonymous uploads, other types and oversized files with a clear 4xx', async () => {
    const anonymous = await upload(new Blob([png], { type: 'image/png' }), 'pixel.png')
    expect(anonymous.status).toBe(401)
    expect(codes((await anonymous.json()) as GraphqlBody)).toEqual(['UNAUTHENTICATED'])
    const html = await upload(new Blob(['<script>'], { type: 'text/html' }), 'x.html', adminToken)
    expect(html.status).toBe(415)
    expect(((await html.json()) as GraphqlBody).errors?.[0]?.message).toMatch(/not accepted/)
    const big = new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: 'image/png' })
    const tooLarge = await upload(big, 'big.png', adminToken)
    expect(tooLarge.status).toBe(413)
  })
})

describe('limits and errors', () => {
  it('refuses a query nested too deep and one too large', async () => {
    let selection = 'title'
    for (let i = 0; i < OPERATION_LIMITS.maxDepth; i++) selection = `parent { ${selection} }`
    const deep = await graphql({ query: `{ Practices { docs { ${selection} } } }` })
    expect(deep.status).toBe(400)
    expect(codes(deep.json)).toEqual(['QUERY_TOO_DEEP'])

    const wide = Array.from({ length: 3000 }, (_, i) => `a${i}: __typename`).join(' ')
    const huge = await graphql({ query: `{ ${wide} }` })
    expect(huge.status).toBe(400)
    expect(codes(huge.json)).toEqual(['GRAPHQL_PARSE_FAILED'])

    // Payload counts 10 for each relationship: 100 aliased lists with two relationships ≈ 2,300.
    const costly = Array.from(
      { length: 100 },
      (_, i) => `p${i}: Posts { docs { authors { id } practices { id } } }`,
    )
    const complex = await graphql({ query: `{ ${costly.join(' ')} }` })
    expect(complex.status).toBe(400)
    expect(complex.json.errors?.[0]?.message).toMatch(/complexity/i)
  })

  it('bounds bodies and batches, and refuses mutations over GET', async () => {
    const body = JSON.stringify({
      query: `{ news { totalDocs } }`,
      pad: 'x'.repeat(GRAPHQL_REQUEST_LIMITS.maxBodyBytes),
    })
    const big = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(big.status).toBe(413)
    const batch = Array.from({ length: GRAPHQL_REQUEST_LIMITS.maxBatch + 1 }, () => ({
      query: '{ __typename }',
    }))
    expect((await graphql(batch)).status).toBe(400)
    const ok = await graphql([
      { query: '{ __typename }' },
      { query: '{ news(limit: 1) { totalDocs } }' },
    ])
    expect(ok.status).toBe(200)
    expect(Array.isArray(ok.json)).toBe(true)
    const mutation = await getQuery({ query: 'mutation { logout }' })
    expect(mutation.status).toBe(405)
    expect(codes(mutation.json)).toEqual(['METHOD_NOT_ALLOWED'])
  })

  it('has no introspection in production, and errors carry a code and no stack', async () => {
    const introspection = await graphql({ query: '{ __schema { queryType { name } } }' })
    expect(introspection.status).toBe(400)
    expect(introspection.json.errors?.[0]?.message).toMatch(/introspection/i)
    const bad = await graphql({ query: '{ news(limit: 5000) { totalDocs } }' })
    expect(codes(bad.json)).toEqual(['BAD_USER_INPUT'])
    const unknownField = await graphql({ query: '{ nothingHere }' })
    expect(unknownField.status).toBe(400)
    expect(codes(unknownField.json)).toEqual(['GRAPHQL_VALIDATION_FAILED'])
    const text = JSON.stringify([bad.json, unknownField.json])
    expect(text).not.toMatch(/stack|at .*\.js:\d+/)
  })

  it('introspection can be turned on with GRAPHQL_INTROSPECTION=true', async () => {
    const open = await startApp({ GRAPHQL_INTROSPECTION: 'true' })
    try {
      const res = await fetch(`${open.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { subscriptionType { name } } }' }),
      })
      expect(await res.json()).toEqual({
        data: { __schema: { subscriptionType: { name: 'Subscription' } } },
      })
    } finally {
      await open.stop()
    }
  })
})

describe('live channel (graphql-ws)', () => {
  const clients: Client[] = []
  const connect = (connectionParams?: Record<string, string>) => {
    let closedWith: number | undefined
    const client = createClient({
      url: endpoint.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      connectionParams,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    })
    clients.push(client)
    return { client, closedWith: () => closedWith }
  }
  afterAll(async () => {
    for (const client of clients) await client.dispose()
  })

  it('delivers postPublished in the subscribed language when a post is published', async () => {
    const { client } = connect()
    const received: unknown[] = []
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { postPublished(locale: en) { id title type path } }' },
        {
          next: (value) => {
            received.push(value.data)
            resolve()
          },
          error: reject,
          complete: () => undefined,
        },
      )
    })
    await new Promise((r) => setTimeout(r, 500)) // the subscription is registered
    const post = await createPost({
      title: 'Опубликовано только что',
      type: 'news',
      publishedAt: '2020-01-04T00:00:00.000Z',
      _status: 'published',
    })
    await graphql(
      {
        query: `mutation ($id: Int!) { updatePost(id: $id, locale: en, data: { title: "Just published" }) { id } }`,
        variables: { id: post.id },
      },
      { token: adminToken },
    )
    await done
    expect(received[0]).toEqual({
      postPublished: {
        id: post.id,
        title: 'Опубликовано только что',
        type: 'news',
        path: `/en/news/${post.id}`,
      },
    })
    // An edit of a post that is already public is not a new publication.
    await new Promise((r) => setTimeout(r, 500))
    expect(received).toHaveLength(1)
  })

  it('closes a staff-only subscription from a visitor with 4403', async () => {
    const visitor = connect()
    const error = await new Promise<unknown>((resolve) => {
      visitor.client.subscribe(
        { query: 'subscription { callbackReceived { id name } }' },
        { next: () => undefined, error: resolve, complete: () => resolve(undefined) },
      )
    })
    expect(error).toBeDefined()
    expect(visitor.closedWith()).toBe(4403)
  })

  it('lets an editor follow callback requests (token in the connection parameters)', async () => {
    const editor = connect({ authorization: `Bearer ${adminToken}` })
    let failed: unknown
    editor.client.subscribe(
      { query: 'subscription { callbackReceived { id name } }' },
      { next: () => undefined, error: (e) => (failed = e), complete: () => undefined },
    )
    await new Promise((r) => setTimeout(r, 1000))
    expect(failed).toBeUndefined()
    expect(editor.closedWith()).toBeUndefined()
  })

  it(
    'closes a connection that never says who it is (connection-init timeout, 4408)',
    async () => {
      expect(await silentSocketClosed).toBe(4408)
    },
    LIVE_LIMITS.connectionInitWaitMs + 10_000,
  )

  it('a stale token cookie leaves the visitor anonymous, not refused', async () => {
    let closedWith: number | undefined
    let failed: unknown
    const client = createClient({
      url: endpoint.replace(/^http/, 'ws'),
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols: string | string[]) {
          super(url, protocols, { headers: { cookie: 'apollo-token=aaaa.bbbb.cccc' } })
        }
      },
      retryAttempts: 0,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    })
    clients.push(client)
    client.subscribe(
      { query: 'subscription { postPublished(locale: ru) { id } }' },
      { next: () => undefined, error: (e) => (failed = e), complete: () => undefined },
    )
    await new Promise((r) => setTimeout(r, 1000))
    expect(failed).toBeUndefined()
    expect(closedWith).toBeUndefined()
  })

  it('refuses a connection whose bearer token signs nobody in', async () => {
    const forged = connect({ authorization: 'Bearer aaaa.bbbb.cccc' })
    await eventually(async () => expect(forged.closedWith()).toBe(4403))
  })
})
