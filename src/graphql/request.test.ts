import { describe, expect, it } from 'vitest'

import { UPLOAD_MAX_BYTES } from '@/security/rest-guard'

import { GraphqlRequestError } from './errors'
import {
  bodyKind,
  GRAPHQL_REQUEST_LIMITS,
  parseGetRequest,
  parseJsonRequest,
  parseMultipartRequest,
  UploadedFile,
} from './request'

const post = (body: BodyInit, contentType: string) =>
  new Request('http://site.test/graphql', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  })

async function codeOf(promise: Promise<unknown> | (() => unknown)): Promise<string | undefined> {
  try {
    await (typeof promise === 'function' ? promise() : promise)
  } catch (error) {
    return error instanceof GraphqlRequestError ? error.code : `not a request error: ${error}`
  }
  return undefined
}

describe('GET', () => {
  it('reads query, variables, operation name and extensions from the address', () => {
    const url = new URL('http://site.test/graphql')
    url.searchParams.set('query', 'query Q($n: Int) { news(limit: $n) { totalDocs } }')
    url.searchParams.set('variables', '{"n":2}')
    url.searchParams.set('operationName', 'Q')
    url.searchParams.set('extensions', '{"persistedQuery":{"version":1,"sha256Hash":"x"}}')
    expect(parseGetRequest(url)).toEqual({
      batch: false,
      operations: [
        {
          query: 'query Q($n: Int) { news(limit: $n) { totalDocs } }',
          variables: { n: 2 },
          operationName: 'Q',
          extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } },
        },
      ],
    })
  })

  it('refuses malformed JSON parameters and over-long addresses', async () => {
    expect(await codeOf(() => parseGetRequest(new URL('http://s/graphql?variables={')))).toBe(
      'BAD_REQUEST',
    )
    expect(await codeOf(() => parseGetRequest(new URL('http://s/graphql?variables=[1]')))).toBe(
      'BAD_REQUEST',
    )
    const long = new URL(
      `http://s/graphql?query=${'a'.repeat(GRAPHQL_REQUEST_LIMITS.maxQueryStringBytes)}`,
    )
    expect(await codeOf(() => parseGetRequest(long))).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('POST JSON', () => {
  it('reads one operation or a batch', async () => {
    const one = await parseJsonRequest(post('{"query":"{ a }"}', 'application/json'))
    expect(one).toEqual({ batch: false, operations: [{ query: '{ a }' }] })
    const two = await parseJsonRequest(
      post('[{"query":"{ a }"},{"query":"{ b }"}]', 'application/json'),
    )
    expect(two.batch).toBe(true)
    expect(two.operations).toHaveLength(2)
  })

  it('refuses bad JSON, wrong field types, empty and oversized batches, huge bodies', async () => {
    expect(await codeOf(parseJsonRequest(post('{"query":', 'application/json')))).toBe(
      'BAD_REQUEST',
    )
    expect(await codeOf(parseJsonRequest(post('{"query":1}', 'application/json')))).toBe(
      'BAD_REQUEST',
    )
    expect(await codeOf(parseJsonRequest(post('"text"', 'application/json')))).toBe('BAD_REQUEST')
    expect(await codeOf(parseJsonRequest(post('[]', 'application/json')))).toBe('BAD_REQUEST')
    const batch = JSON.stringify(
      Array.from({ length: GRAPHQL_REQUEST_LIMITS.maxBatch + 1 }, () => ({ query: '{ a }' })),
    )
    expect(await codeOf(parseJsonRequest(post(batch, 'application/json')))).toBe('BATCH_TOO_LARGE')
    const huge = JSON.stringify({ query: 'a'.repeat(GRAPHQL_REQUEST_LIMITS.maxBodyBytes) })
    expect(await codeOf(parseJsonRequest(post(huge, 'application/json')))).toBe('PAYLOAD_TOO_LARGE')
  })

  it('accepts JSON and multipart only', async () => {
    expect(bodyKind('application/json; charset=utf-8')).toBe('json')
    expect(bodyKind('multipart/form-data; boundary=x')).toBe('multipart')
    expect(await codeOf(() => bodyKind('text/plain'))).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(await codeOf(() => bodyKind(null))).toBe('UNSUPPORTED_MEDIA_TYPE')
  })
})

describe('multipart (GraphQL multipart request spec)', () => {
  const operations = JSON.stringify({
    query: 'mutation ($file: Upload!) { uploadMedia(file: $file, alt: "x") { id } }',
    variables: { file: null },
  })
  const form = (file: Blob, name = 'photo.png', map = '{"0":["variables.file"]}') => {
    const data = new FormData()
    data.set('operations', operations)
    data.set('map', map)
    data.set('0', file, name)
    return new Request('http://site.test/graphql', { method: 'POST', body: data })
  }
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })

  it('puts each file into the variables at its mapped path', async () => {
    const parsed = await parseMultipartRequest(form(png))
    const file = parsed.operations[0]?.variables?.file
    expect(file).toBeInstanceOf(UploadedFile)
    expect(file).toMatchObject({ filename: 'photo.png', mimetype: 'image/png', size: 4 })
  })

  it('refuses types outside the list, files over the limit, and maps to nowhere', async () => {
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' })
    expect(await codeOf(parseMultipartRequest(form(svg, 'x.svg')))).toBe('UNSUPPORTED_MEDIA_TYPE')
    const big = new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)], { type: 'image/png' })
    expect(await codeOf(parseMultipartRequest(form(big)))).toBe('PAYLOAD_TOO_LARGE')
    const nowhere = form(png, 'p.png', '{"0":["variables.other.deep"]}')
    expect(await codeOf(parseMultipartRequest(nowhere))).toBe('BAD_REQUEST')
    const proto = form(png, 'p.png', '{"0":["__proto__.polluted"]}')
    expect(await codeOf(parseMultipartRequest(proto))).toBe('BAD_REQUEST')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const missing = form(png, 'p.png', '{"1":["variables.file"]}')
    expect(await codeOf(parseMultipartRequest(missing))).toBe('BAD_REQUEST')
  })
})
