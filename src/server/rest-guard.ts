/**
 * Server step: requests to Payload's REST API (/api) that Payload would answer with a 500 (or
 * read in full before refusing) are answered here, from the request line and headers alone:
 * a forbidden method, an undecodable or overlong address, a malformed query, a body too large.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { REST_LIMITS } from '../config/constants'
import { discardBody } from './discard-body'
import { json } from './plain-answers'
import type { RequestStep } from './request-steps'
import { isValidSessionToken, sessionTokenOf } from './session-token'

/** Whether a path is Payload's REST API. */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/')

/** Parameters Payload reads as whole numbers; anything else it ignores (`limit=abc` read all). */
const NUMBER_PARAMS = /^(?:depth|limit|page)(?:\[|$)/
/**
 * Parameters Payload passes to JSON.parse when given as one string (a 500 when it throws; the parse
 * came with payloadcms/payload#15745).
 */
const JSON_PARAMS = ['where', 'data'] as const

/**
 * Methods the fetch API (and so Next's route handlers) cannot represent: undici's `Request` throws
 * "'TRACE' HTTP method is unsupported" (as in honojs/node-server#167), a 500 inside Next.
 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

type Problem = { status: 400 | 405 | 411 | 413 | 414; message: string }

/** A method no route of the site can answer (Next fails on TRACE with a 500 on every path). */
export function methodProblem(method: string): Problem | undefined {
  return REFUSED_METHODS.has(method.toUpperCase())
    ? { status: 405, message: 'Method not allowed.' }
    : undefined
}

/** What is wrong with the address of a REST request, if anything (pure: unit-tested). */
export function addressProblem(
  method: string,
  url: string,
  maxBytes: number = REST_LIMITS.maxPathBytes,
): Problem | undefined {
  const refused = methodProblem(method)
  if (refused) return refused
  if (Buffer.byteLength(url) > maxBytes) {
    return { status: 414, message: 'The address is too long.' }
  }
  const [path = '', query = ''] = splitOnce(url, '?')
  try {
    decodeURIComponent(path)
  } catch {
    return { status: 400, message: 'The address is malformed.' }
  }
  let params: URLSearchParams
  try {
    // URLSearchParams never throws on bad escapes; Payload's parser (qs) may, so check first.
    decodeURIComponent(query.replaceAll('+', ' '))
    params = new URLSearchParams(query)
  } catch {
    return { status: 400, message: 'The query string is malformed.' }
  }
  for (const [key, value] of params) {
    if (
      NUMBER_PARAMS.test(key) &&
      !(/^(?:depth|limit|page)$/.test(key) && /^\d{1,9}$/.test(value))
    ) {
      return { status: 400, message: `${key.split('[')[0]} must be a whole number.` }
    }
    if ((JSON_PARAMS as readonly string[]).includes(key) && value !== '' && !isJsonObject(value)) {
      return { status: 400, message: `${key} must be a JSON object.` }
    }
  }
  return undefined
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator)
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)]
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/**
 * What is wrong with the declared body of a REST request, if anything: more than `limit` bytes
 * (413), or a body of unknown length (chunked: 411; browsers always state the length of the
 * bodies the admin sends, so the bound can be kept before reading).
 */
export function bodyProblem(
  headers: { 'content-length'?: string | undefined; 'transfer-encoding'?: string | undefined },
  limit: number,
): Problem | undefined {
  const declared = headers['content-length']
  if (declared === undefined) {
    return headers['transfer-encoding'] === undefined
      ? undefined
      : { status: 411, message: 'A request body must state its length (Content-Length).' }
  }
  const length = Number(declared)
  if (Number.isSafeInteger(length) && length >= 0 && length <= limit) return undefined
  return { status: 413, message: `The request body is too large (at most ${limit} bytes).` }
}

/** Whether the request carries a valid staff session (checked against Payload's signing key). */
function signedIn(req: IncomingMessage, signingKey: Buffer): boolean {
  const token = sessionTokenOf({
    authorization: req.headers.authorization,
    cookie: req.headers.cookie,
  })
  return isValidSessionToken(token, signingKey)
}

/**
 * The step: answers (and returns true) a REST request that must not reach Payload, or a request
 * with a method nothing can answer. Called for every request; anything else passes.
 */
export function refuseBadRestRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  signingKey: Buffer,
): boolean {
  const method = req.method ?? 'GET'
  let problem: Problem | undefined
  if (isApiPath(path)) {
    // The body a request may send, and its address: small for anyone, an upload's worth and a
    // long admin list's address with a valid staff session.
    const staff = signedIn(req, signingKey)
    const maxUrl = staff ? REST_LIMITS.staffMaxPathBytes : REST_LIMITS.maxPathBytes
    const maxBody = staff ? REST_LIMITS.staffBodyBytes : REST_LIMITS.anonymousBodyBytes
    problem = addressProblem(method, req.url ?? '/', maxUrl) ?? bodyProblem(req.headers, maxBody)
  } else problem = methodProblem(method)
  if (!problem) return false
  const headers: Record<string, string> = {}
  // The client may still be sending the body: it is read and dropped, within bounds.
  if (problem.status === 411 || problem.status === 413) discardBody(req)
  if (problem.status === 405) headers.allow = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS'
  json(res, problem.status, { errors: [{ message: problem.message }] }, headers)
  return true
}

/** Step: refuses (from its request line and headers) what Payload's REST API would fail on. */
export function guardRest(signingKey: Buffer): RequestStep {
  return ({ req, res, path }) =>
    refuseBadRestRequest(req, res, path, signingKey) ? 'answered' : 'next'
}
