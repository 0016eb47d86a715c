/**
 * GraphQL over HTTP (SPEC §7): POST JSON or multipart, GET for queries, automatic persisted
 * queries, batches, the token cookie, and cache headers a CDN or nginx can honour for anonymous
 * GETs (which keep the answers: no copy is kept here).
 */
import type { FormattedExecutionResult } from 'graphql'
import { getEnv } from '@/config/env'
import { CLIENT_IP_HEADER } from '@/lib/client-ip'
import { logError } from '@/lib/logger'
import { processRegistry } from '@/lib/process-registry'
import { takeApiRequest, tooManyRequestsMessage } from '@/rate-limits/api-rate-limit'
import { cameFromSite } from '@/security/origin'
import { PERSISTED_QUERY_NOT_FOUND, PersistedQueryStore } from './apq'
import { tokenFrom } from './auth'
import { type GraphqlContext, graphqlContext } from './context'
import { exceedsBudget, sumMeasures } from './cost'
import { GraphqlRequestError, type RequestErrorCode, takeHttpStatus } from './errors'
import { type Operation, type Prepared, prepare, run, validationErrors } from './execute'
import { PUBLIC_ANSWER_CACHE } from './limits'
import { payloadRequestFor } from './payload-request'
import {
  bodyKind,
  type GraphqlParams,
  parseGetRequest,
  parseJsonRequest,
  parseMultipartRequest,
} from './request'
import { type ExecutableSchema, executableSchema } from './schema'

const runtime = processRegistry('graphql')

/** One store per process, whichever copy of this module serves the request. */
function persistedQueries(): PersistedQueryStore {
  return runtime.once('persisted-queries', () => new PersistedQueryStore())
}

const NO_STORE = 'no-store'
const PUBLIC_CACHE = `public, max-age=0, s-maxage=${PUBLIC_ANSWER_CACHE.sMaxAgeSeconds}, stale-while-revalidate=${PUBLIC_ANSWER_CACHE.staleWhileRevalidateSeconds}`

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(body), status, headers)
}

function jsonText(text: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': NO_STORE,
      ...headers,
    },
  })
}

function refused(error: GraphqlRequestError): Response {
  const headers: Record<string, string> = error.status === 405 ? { allow: 'POST' } : {}
  return json({ errors: validationErrors(error) }, error.status, headers)
}

type Outcome = {
  result: FormattedExecutionResult
  status: number
  headers?: Record<string, string>
  cacheable: boolean
}

/** An operation of the request, checked and ready to run, or "ask the client for the text". */
type Planned = { notFound: true } | { operation: Operation; prepared: Prepared }

const NOT_FOUND_OUTCOME: Outcome = {
  // 200, as Apollo's persisted-query link expects: it re-sends the operation with its text.
  result: {
    errors: [
      { message: PERSISTED_QUERY_NOT_FOUND, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ],
  },
  status: 200,
  cacheable: false,
}

/**
 * Resolves and validates one operation. A persisted query's text is remembered only now that it
 * has validated: the store never keeps a refused document.
 */
function planOne(
  executable: ExecutableSchema,
  params: GraphqlParams,
  method: 'GET' | 'POST',
  staff: boolean,
): Planned {
  const store = persistedQueries()
  const resolved = store.resolve(params.query, params.extensions?.persistedQuery)
  if ('notFound' in resolved) return { notFound: true }
  const operation = {
    query: resolved.query,
    variables: params.variables,
    operationName: params.operationName,
  }
  const prepared = prepare(executable, operation, { staff })
  if (method === 'GET' && prepared.type !== 'query') {
    throw new GraphqlRequestError('METHOD_NOT_ALLOWED', `A ${prepared.type} must be sent with POST`)
  }
  if (prepared.type === 'subscription') {
    throw new GraphqlRequestError(
      'BAD_REQUEST',
      'Subscriptions are served over the WebSocket at this path',
    )
  }
  if (resolved.hash) store.remember(resolved.hash, resolved.query)
  return { operation, prepared }
}

/** A batch is one request: its operations together stay within one operation's budget. */
function checkBatchBudget(planned: Planned[], staff: boolean): void {
  const measures = planned.flatMap((p) => ('prepared' in p ? [p.prepared.measure] : []))
  const over = exceedsBudget(sumMeasures(measures), 'batch', staff)
  if (over) throw new GraphqlRequestError(over.code as RequestErrorCode, over.message)
}

async function runOne(
  executable: ExecutableSchema,
  planned: Planned,
  context: GraphqlContext,
): Promise<Outcome> {
  if ('notFound' in planned) return NOT_FOUND_OUTCOME
  const { operation, prepared } = planned
  const expose = getEnv().NODE_ENV !== 'production'
  const log = (error: unknown) =>
    context.req.payload.logger.error({ err: error }, 'GraphQL resolver failed')
  const result = await run(executable, prepared, operation, context, { expose, log })
  const http = takeHttpStatus(result)
  return {
    result,
    status: http?.status ?? 200,
    headers: http?.headers,
    cacheable: prepared.type === 'query' && !result.errors,
  }
}

async function readRequest(request: Request, method: 'GET' | 'POST', signedIn: boolean) {
  if (method === 'GET') return parseGetRequest(new URL(request.url))
  const kind = bodyKind(request.headers.get('content-type'))
  if (kind === 'json') return parseJsonRequest(request)
  // Files are read only from editors: an anonymous upload is refused before its body is read.
  if (!signedIn) throw new GraphqlRequestError('UNAUTHENTICATED', 'Sign in to upload files')
  return parseMultipartRequest(request)
}

/** 429 in the GraphQL shape, with the seconds to wait. */
function throttled(retryAfterSeconds: number): Response {
  const error = new GraphqlRequestError(
    'TOO_MANY_REQUESTS',
    tooManyRequestsMessage(retryAfterSeconds),
  )
  return json({ errors: [error.toFormatted()] }, 429, { 'retry-after': String(retryAfterSeconds) })
}

/**
 * Whether a POST signed in by a cookie proves it comes from the site (cross-site request
 * forgery): the browser says so, or the request is one no other site's page can send without a
 * preflight this endpoint never grants (JSON, or a custom header, as Apollo's CSRF prevention
 * asks). A multipart form is what a page of any site can post with a visitor's cookies.
 */
function provesSite(headers: Headers): boolean {
  if (cameFromSite(headers)) return true
  if (headers.has('apollo-require-preflight') || headers.has('x-apollo-operation-name')) return true
  return !/^multipart\/form-data(?:;|$)/i.test(headers.get('content-type')?.trim() ?? '')
}

/** The whole endpoint: a Fetch API request in, a response out. */
export async function handleGraphqlRequest(request: Request): Promise<Response> {
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (method !== 'GET' && method !== 'POST') {
    return refused(new GraphqlRequestError('METHOD_NOT_ALLOWED', 'Use GET for queries or POST'))
  }
  const authorization = request.headers.get('authorization')
  const token = tokenFrom({ authorization, cookie: request.headers.get('cookie') })
  if (method === 'POST' && token && !tokenFrom({ authorization }) && !provesSite(request.headers)) {
    return refused(
      new GraphqlRequestError(
        'FORBIDDEN',
        "A request signed in by cookie must come from the site's own pages, or send the header Apollo-Require-Preflight",
      ),
    )
  }
  const wait = await takeApiRequest(request.headers.get(CLIENT_IP_HEADER))
  if (wait > 0) return throttled(wait)
  return answer(request, method, token)
}

async function answer(
  request: Request,
  method: 'GET' | 'POST',
  token: string | undefined,
): Promise<Response> {
  const env = getEnv()
  try {
    const req = await payloadRequestFor({
      origin: new URL(request.url).origin,
      token,
      acceptLanguage: request.headers.get('accept-language'),
      clientIp: request.headers.get(CLIENT_IP_HEADER),
    })
    const parsed = await readRequest(request, method, Boolean(req.user))
    const context = graphqlContext(req, env.NODE_ENV === 'production')
    const executable = await executableSchema()
    const staff = Boolean(req.user)
    // Every operation is checked before any runs: a batch is refused whole, nothing half done.
    const planned = parsed.operations.map((params) => planOne(executable, params, method, staff))
    if (parsed.batch) checkBatchBudget(planned, staff)
    const outcomes: Outcome[] = []
    for (const plan of planned) {
      // Each operation of a batch gets its own context (its locale), sharing the caller and cookies.
      outcomes.push(await runOne(executable, plan, { ...context }))
    }
    const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' })
    for (const value of context.cookies) headers.append('set-cookie', value)
    const anonymous = !token && !req.user
    const cacheable = method === 'GET' && anonymous && outcomes.every((o) => o.cacheable)
    headers.set('cache-control', cacheable ? PUBLIC_CACHE : NO_STORE)
    // Public answers hold published content only, the same for everyone; varying on Cookie would
    // split a CDN's cache by every visitor's language and analytics cookies for nothing.
    if (method === 'GET') headers.set('vary', 'Authorization')
    const body = JSON.stringify(parsed.batch ? outcomes.map((o) => o.result) : outcomes[0]?.result)
    // A single operation refused for a reason HTTP has a word for (429, 503…) says it; a batch's
    // operations each keep their own answer, under 200.
    const own = parsed.batch ? undefined : outcomes[0]
    for (const [name, value] of Object.entries(own?.headers ?? {})) headers.set(name, value)
    return new Response(body, { status: own?.status ?? 200, headers })
  } catch (error) {
    if (error instanceof GraphqlRequestError) return refused(error)
    // The database is down or a bug: logged in full, answered in the GraphQL shape, no stack.
    logError('GraphQL request failed', error)
    const message = env.NODE_ENV === 'production' ? 'Internal server error' : String(error)
    return json({ errors: [{ message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }, 500)
  }
}
