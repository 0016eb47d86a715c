import { createHash } from 'node:crypto'

import { gql } from '@apollo/client'
import { ServerError, ServerParseError } from '@apollo/client/errors'
import { cacheSizes } from '@apollo/client/utilities'
import { afterEach, describe, expect, it } from 'vitest'

import { QUERY_CACHE_KEY_LIMIT, SSR_FORCE_FETCH_DELAY_MS } from '@/config/constants'

import {
  type ApolloHandle,
  createApolloClient,
  deriveWsUrl,
  readCookie,
  tokenFromDocumentCookie,
} from './create-client'
import { type Answer, type RecordedRequest, scriptedFetch } from './scripted-fetch'
import { APOLLO_SETTINGS } from './settings'

const NEWS = gql`
  query News($locale: LocaleInputType) {
    news(locale: $locale) {
      totalDocs
    }
  }
`
const OTHER = gql`
  query Total {
    news {
      page
    }
  }
`
const SAVE = gql`
  mutation Save($title: String!) {
    save(title: $title)
  }
`
const UPLOAD = gql`
  mutation Upload($file: Upload!, $alt: String!) {
    uploadMedia(file: $file, alt: $alt) {
      id
    }
  }
`

const newsData = { news: { __typename: 'Posts', totalDocs: 64 } }
const notFound = {
  body: {
    errors: [
      { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ],
  },
}

const handles: ApolloHandle[] = []
afterEach(() => {
  for (const handle of handles.splice(0)) handle.dispose()
})

function setup(
  handler: (request: RecordedRequest) => Answer,
  getToken: () => string | undefined = () => undefined,
) {
  const server = scriptedFetch(handler)
  const handle = createApolloClient({
    uri: 'http://site.test/graphql',
    settings: APOLLO_SETTINGS,
    fetch: server.fetch,
    getToken,
  })
  handles.push(handle)
  return { ...server, handle, client: handle.client }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const hashOf = (request: RecordedRequest) =>
  (request.json?.extensions as { persistedQuery?: { version: number; sha256Hash: string } })
    ?.persistedQuery

describe('persisted queries', () => {
  it('sends a query as its hash by GET, and the full text by POST when the hash is unknown', async () => {
    const { client, requests } = setup((request) =>
      typeof request.json?.query === 'string' ? { body: { data: newsData } } : notFound,
    )
    const { data } = await client.query({ query: NEWS, variables: { locale: 'en' } })
    expect(data).toEqual(newsData)
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST'])
    const [hashed, full] = requests as [RecordedRequest, RecordedRequest]
    expect(hashed.json?.query).toBeUndefined()
    expect(hashed.json?.variables).toEqual({ locale: 'en' })
    expect(hashed.json?.operationName).toBe('News')
    expect(hashOf(hashed)?.version).toBe(1)
    // The hash is the SHA-256 of exactly the text sent on the fallback.
    expect(hashOf(hashed)?.sha256Hash).toBe(sha256(full.json?.query as string))
    expect(hashOf(full)).toEqual(hashOf(hashed))
  })

  it('keeps hashing after a miss, and stops for the session when the server does not support it', async () => {
    let supported = true
    const { client, requests } = setup((request) => {
      if (typeof request.json?.query === 'string') return { body: { data: { news: {} } } }
      return supported
        ? notFound
        : { body: { errors: [{ message: 'PersistedQueryNotSupported' }] } }
    })
    await client.query({ query: NEWS, fetchPolicy: 'no-cache' })
    await client.query({ query: OTHER, fetchPolicy: 'no-cache' })
    expect(requests.map((r) => [r.method, Boolean(hashOf(r))])).toEqual([
      ['GET', true],
      ['POST', true],
      ['GET', true],
      ['POST', true],
    ])
    supported = false
    requests.length = 0
    await client.query({ query: NEWS, variables: { locale: 'ru' }, fetchPolicy: 'no-cache' })
    await client.query({ query: OTHER, fetchPolicy: 'no-cache' })
    expect(requests.map((r) => [r.method, Boolean(hashOf(r)), typeof r.json?.query])).toEqual([
      ['GET', true, 'undefined'],
      ['POST', false, 'string'],
      // Disabled: the next query goes out in full at once, by POST.
      ['POST', false, 'string'],
    ])
  })

  it('falls back to the full query on HTTP 400 and 500 (SPEC §7), not on other statuses', async () => {
    for (const [status, body, contentType] of [
      [400, { errors: [{ message: 'Must provide query string.' }] }, 'application/json'],
      [500, '<html>Internal Server Error</html>', 'text/html'],
      [400, { errors: [{ message: 'GET without query' }] }, 'application/graphql-response+json'],
    ] as const) {
      const { client, requests } = setup((request) =>
        typeof request.json?.query === 'string'
          ? { body: { data: newsData } }
          : { status, body, contentType },
      )
      const { data } = await client.query({ query: NEWS })
      expect(data, `${status} ${contentType}`).toEqual(newsData)
      expect(requests.map((r) => r.method)).toEqual(['GET', 'POST'])
    }
    const { client, requests } = setup(() => ({ status: 503, body: 'Service Unavailable' }))
    await expect(client.query({ query: NEWS })).rejects.toThrow(
      'Response not successful: Received status code 503',
    )
    expect(requests).toHaveLength(1)
  })

  it('sends mutations by POST, hashed first', async () => {
    const { client, requests } = setup((request) =>
      typeof request.json?.query === 'string' ? { body: { data: { save: true } } } : notFound,
    )
    await client.mutate({ mutation: SAVE, variables: { title: 'x' } })
    expect(requests.map((r) => [r.method, typeof r.json?.query])).toEqual([
      ['POST', 'undefined'],
      ['POST', 'string'],
    ])
  })
})

describe('transport errors (SPEC §8)', () => {
  /** A server that knows every hash, so each query is one request. */
  const answering = (answer: Answer) => setup(() => answer).client

  it('"Response not successful: Received status code N" for every status of 300 and above', async () => {
    for (const [status, contentType] of [
      [302, 'application/json'],
      [404, 'application/json'],
      [502, 'application/json'],
      // Apollo 4 takes these as GraphQL results; the spec wants the transport error.
      [400, 'application/graphql-response+json'],
      [403, 'application/graphql-response+json'],
    ] as const) {
      const client = answering({ status, contentType, body: { errors: [{ message: 'no' }] } })
      const error = await client.query({ query: NEWS }).catch((e: unknown) => e)
      expect(ServerError.is(error), `${status} ${contentType}`).toBe(true)
      expect((error as ServerError).message).toBe(
        `Response not successful: Received status code ${status}`,
      )
      expect((error as ServerError).statusCode).toBe(status)
      // The GraphQL errors are kept for whoever wants the details.
      expect(JSON.parse((error as ServerError).bodyText)).toEqual({ errors: [{ message: 'no' }] })
    }
  })

  it('"Server response was missing for query" when neither data nor errors come back', async () => {
    const client = answering({ body: { extensions: {} } })
    await expect(client.query({ query: NEWS })).rejects.toThrow(
      "Server response was missing for query 'News'.",
    )
  })

  it('a parse error when the answer is not JSON', async () => {
    const client = answering({ body: '<!doctype html><p>Proxy error', contentType: 'text/html' })
    const error = await client.query({ query: NEWS }).catch((e: unknown) => e)
    expect(ServerParseError.is(error)).toBe(true)
    expect((error as ServerParseError).message).toMatch(/JSON/)
  })
})

describe('auth and credentials', () => {
  it('sends Authorization: Bearer {token} when there is a token, and nothing otherwise', async () => {
    let token: string | undefined = 'abc.def'
    const { client, requests } = setup(
      () => ({ body: { data: newsData } }),
      () => token,
    )
    await client.query({ query: NEWS, fetchPolicy: 'no-cache' })
    token = undefined
    await client.query({ query: NEWS, fetchPolicy: 'no-cache' })
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer abc.def', null])
    // Same-origin cookies (the HttpOnly token cookie) travel with every request.
    expect(requests.map((r) => r.credentials)).toEqual(['same-origin', 'same-origin'])
  })

  it('reads the token cookie when scripts can read it', () => {
    expect(readCookie('a=1; apollo-token=xyz%20; b=2', 'apollo-token')).toBe('xyz ')
    expect(readCookie('apollo-token-old=1; x=apollo-token', 'apollo-token')).toBeUndefined()
    expect(readCookie('apollo-token=', 'apollo-token')).toBeUndefined()
    expect(readCookie('apollo-token=%E0%A4%A', 'apollo-token')).toBe('%E0%A4%A')
    // In Node there is no document.
    expect(tokenFromDocumentCookie('apollo-token')).toBeUndefined()
  })
})

describe('uploads', () => {
  it('sends files as a GraphQL multipart request, with the full query and the auth header', async () => {
    const { client, requests } = setup(
      () => ({ body: { data: { uploadMedia: { __typename: 'Media', id: 7 } } } }),
      () => 'tok',
    )
    const file = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' })
    const { data } = await client.mutate({ mutation: UPLOAD, variables: { file, alt: 'Brief' } })
    expect(data).toEqual({ uploadMedia: { __typename: 'Media', id: 7 } })
    expect(requests).toHaveLength(1)
    const [request] = requests as [RecordedRequest]
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe('/graphql')
    expect(request.headers.get('authorization')).toBe('Bearer tok')
    // fetch writes multipart/form-data with its boundary itself.
    expect(request.headers.get('content-type')).toBeNull()
    const form = request.form!
    expect([...form.keys()]).toEqual(['operations', 'map', '0'])
    const operations = JSON.parse(form.get('operations') as string)
    expect(operations.operationName).toBe('Upload')
    expect(operations.query).toContain('uploadMedia(file: $file, alt: $alt)')
    expect(operations.variables).toEqual({ file: null, alt: 'Brief' })
    expect(operations.extensions?.persistedQuery).toBeUndefined()
    expect(JSON.parse(form.get('map') as string)).toEqual({ '0': ['variables.file'] })
    const sent = form.get('0') as File
    expect(sent.name).toBe('brief.pdf')
    expect(await sent.text()).toBe('%PDF-1.4')
  })

  it('reports an upload’s transport errors like any other', async () => {
    const { client } = setup(() => ({ status: 413, body: { errors: [{ message: 'too big' }] } }))
    await expect(
      client.mutate({ mutation: UPLOAD, variables: { file: new Blob(['x']), alt: '' } }),
    ).rejects.toThrow('Response not successful: Received status code 413')
  })
})

describe('cache', () => {
  it('bounds the result cache at QUERY_CACHE_KEY_LIMIT entries (the default settings)', () => {
    cacheSizes['inMemoryCache.executeSelectionSet'] = undefined
    cacheSizes['inMemoryCache.executeSubSelectedArray'] = undefined
    handles.push(createApolloClient({ uri: 'http://site.test/graphql' }))
    expect(cacheSizes['inMemoryCache.executeSelectionSet']).toBe(QUERY_CACHE_KEY_LIMIT)
    expect(cacheSizes['inMemoryCache.executeSubSelectedArray']).toBe(QUERY_CACHE_KEY_LIMIT)
  })

  it('answers network-only queries from the cache for 100 ms after start (SSR force-fetch delay)', async () => {
    const { client, requests } = setup(() => ({ body: { data: newsData } }))
    client.writeQuery({ query: NEWS, data: newsData })
    const early = await client.query({ query: NEWS, fetchPolicy: 'network-only' })
    expect(early.data).toEqual(newsData)
    expect(requests).toHaveLength(0)
    expect(SSR_FORCE_FETCH_DELAY_MS).toBe(100)
    await new Promise((resolve) => setTimeout(resolve, SSR_FORCE_FETCH_DELAY_MS + 50))
    await client.query({ query: NEWS, fetchPolicy: 'network-only' })
    expect(requests).toHaveLength(1)
  })
})

describe('deriveWsUrl', () => {
  it('uses ws: or wss: on the endpoint’s host', () => {
    expect(deriveWsUrl('/graphql', 'https://gromov-larina.ru/en/news')).toBe(
      'wss://gromov-larina.ru/graphql',
    )
    expect(deriveWsUrl('/graphql', 'http://127.0.0.1:3004/news')).toBe(
      'ws://127.0.0.1:3004/graphql',
    )
    expect(deriveWsUrl('http://localhost:3120/graphql')).toBe('ws://localhost:3120/graphql')
  })
})
