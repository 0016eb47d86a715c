/**
 * Errors of the GraphQL endpoint. Every error a client sees carries `extensions.code`; an
 * unexpected one is logged and answered without its message or stack in production.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql'

/** Request-level failures (before execution) and the HTTP status each one answers with. */
export const REQUEST_ERROR_STATUS = {
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  PERSISTED_QUERY_HASH_MISMATCH: 400,
  BATCH_TOO_LARGE: 400,
  QUERY_TOO_COMPLEX: 400,
  TOO_MANY_SEARCHES: 400,
  TOO_MANY_LOGINS: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
} as const

export type RequestErrorCode = keyof typeof REQUEST_ERROR_STATUS

/** A request the endpoint refuses as a whole: a 4xx with one error in the GraphQL shape. */
export class GraphqlRequestError extends Error {
  readonly status: number

  constructor(
    readonly code: RequestErrorCode,
    message: string,
  ) {
    super(message)
    this.status = REQUEST_ERROR_STATUS[code]
  }

  toFormatted(): GraphQLFormattedError {
    return { message: this.message, extensions: { code: this.code } }
  }
}

/** Payload's API errors carry an HTTP status; a client gets the matching code. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  423: 'LOCKED',
  429: 'TOO_MANY_REQUESTS',
}

type WithStatus = { status?: unknown; data?: unknown; isPublic?: unknown }

/**
 * A 429 that says how long to wait (a throttled sign-in, src/auth/errors.ts) answers a single
 * operation with that status and Retry-After (see takeHttpStatus).
 */
function throttledHttp(status: number, data: unknown): { http?: HttpExtension } {
  const seconds = (data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds
  if (status !== 429 || typeof seconds !== 'number') return {}
  return { http: { status, headers: { 'retry-after': seconds } } }
}

/** An error thrown by our resolvers with a code a client can act on. */
export function userError(code: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } })
}

/**
 * The shape a client receives. Known errors keep their message and get a code; anything else is
 * an internal error: logged in full, shown as "Internal server error" unless `expose` (development).
 */
/**
 * A message without graphql's `Did you mean …?` hints, which name fields, types and values of the
 * schema: with introspection off they would give the schema away piece by piece (Apollo Server's
 * `hideSchemaDetailsFromClientErrors` does the same).
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean .+\?$/s, '')
}

export function formatError(
  error: GraphQLError,
  options: { expose: boolean; hideSuggestions?: boolean; log: (error: unknown) => void },
): GraphQLFormattedError {
  const json = error.toJSON()
  const base = options.hideSuggestions
    ? { ...json, message: withoutSuggestions(json.message) }
    : json
  const ownCode = error.extensions?.code
  if (typeof ownCode === 'string') return { ...base, extensions: { ...error.extensions } }
  const original = error.originalError as (Error & WithStatus) | undefined
  // Without an original error it is graphql's own complaint about the input (a variable's value).
  if (!original) return { ...base, extensions: { code: 'BAD_USER_INPUT' } }
  const status = typeof original.status === 'number' ? original.status : 500
  const code = CODE_BY_STATUS[status]
  if (code && status < 500) {
    const data = original.data && typeof original.data === 'object' ? { data: original.data } : {}
    return { ...base, extensions: { code, ...data, ...throttledHttp(status, original.data) } }
  }
  options.log(original)
  return {
    message: options.expose ? original.message : 'Internal server error',
    ...(base.locations ? { locations: base.locations } : {}),
    ...(base.path ? { path: base.path } : {}),
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      ...(options.expose && original.stack ? { stack: original.stack.split('\n') } : {}),
    },
  }
}

type HttpExtension = { status?: unknown; headers?: unknown }

/**
 * The HTTP status an error of the result asks for (`extensions.http`, set by resolvers that refuse
 * with a status: 400, 429, 503), taken out of the errors a client sees.
 */
export function takeHttpStatus(result: {
  errors?: readonly GraphQLFormattedError[]
}): { status: number; headers: Record<string, string> } | undefined {
  let found: { status: number; headers: Record<string, string> } | undefined
  for (const error of result.errors ?? []) {
    const extensions = error.extensions as
      | (Record<string, unknown> & { http?: HttpExtension })
      | undefined
    const http = extensions?.http
    if (!extensions || !http) continue
    delete extensions.http
    if (!found && typeof http.status === 'number') {
      const headers = Object.fromEntries(
        Object.entries((http.headers as Record<string, unknown>) ?? {}).map(([k, v]) => [
          k,
          String(v),
        ]),
      )
      found = { status: http.status, headers }
    }
  }
  return found
}
