/**
 * Reads a GraphQL HTTP request into operations: GET query parameters, a JSON body (one operation
 * or a batch), or a multipart upload (GraphQL multipart request spec). Every malformed input is a
 * GraphqlRequestError with a 4xx status; nothing is executed before the whole request is valid.
 */
import { UPLOAD_MAX_BYTES } from '@/security/rest-guard'

import type { PersistedQueryExtension } from './apq'
import { GraphqlRequestError } from './errors'

/** What one HTTP request to /graphql may carry. */
export const GRAPHQL_REQUEST_LIMITS = {
  /** A JSON request body; persisted queries make real ones a few hundred bytes. */
  maxBodyBytes: 256 * 1024,
  /** Operations in one batched request (a JSON array). */
  maxBatch: 10,
  /** Query text of a GET (in the address): proxies cut longer URLs anyway. */
  maxQueryStringBytes: 16 * 1024,
  /** Multipart uploads: files per request (each at most UPLOAD_MAX_BYTES), and their types. */
  maxUploadFiles: 5,
  uploadMimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
} as const

export type GraphqlParams = {
  query?: string
  variables?: Record<string, unknown>
  operationName?: string
  extensions?: { persistedQuery?: PersistedQueryExtension }
}

export type ParsedRequest = { operations: GraphqlParams[]; batch: boolean }

/** A file of a multipart request, in memory (bounded by GRAPHQL_REQUEST_LIMITS), as an `Upload` value. */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    readonly data: Buffer,
  ) {}

  get size(): number {
    return this.data.length
  }
}

export type BodyKind = 'json' | 'multipart'

/** What a POST carries, from its Content-Type; anything else is refused before it is read. */
export function bodyKind(contentType: string | null): BodyKind {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json' || type === 'application/graphql-response+json') return 'json'
  if (type === 'multipart/form-data') return 'multipart'
  throw new GraphqlRequestError(
    'UNSUPPORTED_MEDIA_TYPE',
    'Send application/json (or multipart/form-data for uploads)',
  )
}

function asObject(value: unknown, what: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  throw new GraphqlRequestError('BAD_REQUEST', `${what} must be an object`)
}

function asString(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value
  throw new GraphqlRequestError('BAD_REQUEST', `${what} must be a string`)
}

/** One operation's parameters, checked field by field. */
export function toParams(value: unknown): GraphqlParams {
  const body = asObject(value, 'A GraphQL request')
  if (!body) throw new GraphqlRequestError('BAD_REQUEST', 'A GraphQL request must be an object')
  const extensions = asObject(body.extensions, 'extensions')
  return {
    query: asString(body.query, 'query'),
    variables: asObject(body.variables, 'variables'),
    operationName: asString(body.operationName, 'operationName'),
    extensions: extensions && {
      persistedQuery: asObject(extensions.persistedQuery, 'extensions.persistedQuery'),
    },
  }
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new GraphqlRequestError('BAD_REQUEST', `${what} is not valid JSON`)
  }
}

/** A single operation or a bounded, non-empty batch. */
function toParsed(value: unknown): ParsedRequest {
  if (!Array.isArray(value)) return { operations: [toParams(value)], batch: false }
  if (value.length === 0) throw new GraphqlRequestError('BAD_REQUEST', 'A batch must not be empty')
  if (value.length > GRAPHQL_REQUEST_LIMITS.maxBatch) {
    throw new GraphqlRequestError(
      'BATCH_TOO_LARGE',
      `A batch may hold at most ${GRAPHQL_REQUEST_LIMITS.maxBatch} operations`,
    )
  }
  return { operations: value.map(toParams), batch: true }
}

/** GET: query, variables, operationName and extensions as URL parameters (JSON-encoded objects). */
export function parseGetRequest(url: URL): ParsedRequest {
  if (url.search.length > GRAPHQL_REQUEST_LIMITS.maxQueryStringBytes) {
    throw new GraphqlRequestError('PAYLOAD_TOO_LARGE', 'The query string is too long; use POST')
  }
  const param = (name: string) => url.searchParams.get(name) ?? undefined
  const json = (name: string) => {
    const raw = param(name)
    return raw === undefined ? undefined : parseJson(raw, name)
  }
  return {
    operations: [
      toParams({
        query: param('query'),
        operationName: param('operationName'),
        variables: json('variables'),
        extensions: json('extensions'),
      }),
    ],
    batch: false,
  }
}

/** The body, read up to `limit` bytes: a longer one is refused without reading the rest. */
export async function readBody(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN)
  const tooLarge = () =>
    new GraphqlRequestError('PAYLOAD_TOO_LARGE', `The request body exceeds ${limit} bytes`)
  if (declared > limit) throw tooLarge()
  if (!request.body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

export async function parseJsonRequest(request: Request): Promise<ParsedRequest> {
  const body = await readBody(request, GRAPHQL_REQUEST_LIMITS.maxBodyBytes)
  return toParsed(parseJson(new TextDecoder().decode(body), 'The request body'))
}

/** Puts `value` at a dotted path such as `variables.file` or `0.variables.files.1`. */
function setPath(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.')
  let node = target as Record<string, unknown> | unknown[]
  for (const [index, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') break
    const last = index === keys.length - 1
    const container = node as Record<string, unknown>
    if (last) {
      if (!(key in container)) break
      container[key] = value
      return
    }
    const next = container[key]
    if (next === null || typeof next !== 'object') break
    node = next as Record<string, unknown>
  }
  throw new GraphqlRequestError(
    'BAD_REQUEST',
    `The map names a path that is not in the operations: ${path}`,
  )
}

const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`

/**
 * GraphQL multipart request: `operations` (JSON with null where files go), `map` (file field →
 * paths), then the files. Size and type are checked here, before anything runs.
 */
export async function parseMultipartRequest(request: Request): Promise<ParsedRequest> {
  const limit =
    UPLOAD_MAX_BYTES * GRAPHQL_REQUEST_LIMITS.maxUploadFiles + GRAPHQL_REQUEST_LIMITS.maxBodyBytes
  const body = await readBody(request, limit)
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    throw new GraphqlRequestError('BAD_REQUEST', 'The multipart body could not be read')
  }
  const operationsField = form.get('operations')
  const mapField = form.get('map')
  if (typeof operationsField !== 'string' || typeof mapField !== 'string') {
    throw new GraphqlRequestError(
      'BAD_REQUEST',
      'A multipart request needs "operations" and "map" fields',
    )
  }
  const operations = parseJson(operationsField, 'operations')
  const map = asObject(parseJson(mapField, 'map'), 'map') ?? {}
  const entries = Object.entries(map)
  if (entries.length > GRAPHQL_REQUEST_LIMITS.maxUploadFiles) {
    throw new GraphqlRequestError(
      'PAYLOAD_TOO_LARGE',
      `At most ${GRAPHQL_REQUEST_LIMITS.maxUploadFiles} files may be uploaded at once`,
    )
  }
  const allowed: readonly string[] = GRAPHQL_REQUEST_LIMITS.uploadMimeTypes
  for (const [field, paths] of entries) {
    const file = form.get(field)
    if (!(file instanceof Blob)) {
      throw new GraphqlRequestError(
        'BAD_REQUEST',
        `The map names a file that was not sent: ${field}`,
      )
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      throw new GraphqlRequestError(
        'PAYLOAD_TOO_LARGE',
        `A file may be at most ${megabytes(UPLOAD_MAX_BYTES)}`,
      )
    }
    const type = file.type.split(';')[0]?.trim().toLowerCase() ?? ''
    if (!allowed.includes(type)) {
      throw new GraphqlRequestError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Files of type "${type || 'unknown'}" are not accepted; send ${allowed.join(', ')}`,
      )
    }
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) {
      throw new GraphqlRequestError('BAD_REQUEST', `The map entry "${field}" must list paths`)
    }
    const name = file instanceof File && file.name ? file.name : field
    const upload = new UploadedFile(name, type, Buffer.from(await file.arrayBuffer()))
    for (const path of paths as string[]) setPath(operations, path, upload)
  }
  return toParsed(operations)
}
