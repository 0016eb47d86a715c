/**
 * What the server answers before Next: requests Next would fail on with a 500, REST requests
 * Payload would fail on or read in full before refusing, and readiness while draining.
 */
import type { IncomingMessage } from 'node:http'
import { malformedAddress } from '@/lib/malformed-address'
import { isApiPath, restProblem } from '@/security/rest-guard'

export type Refusal = { status: number; headers: Record<string, string>; body: string }

/** Methods undici's `Request` throws on: https://github.com/honojs/node-server/issues/167 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

const TEXTS: Record<number, string> = {
  400: 'Некорректный запрос. / Bad request.',
  404: 'Страница не найдена. / This page could not be found.',
  405: 'Метод не поддерживается. / Method not allowed.',
  414: 'Слишком длинный адрес. / The address is too long.',
}

const answer = (status: number, type: string, body: string, more = {}): Refusal => ({
  status,
  headers: { 'content-type': type, 'cache-control': 'no-store', ...more },
  body,
})
const plain = (status: number, more = {}) =>
  answer(status, 'text/plain; charset=utf-8', `${TEXTS[status]}\n`, more)

/** The answer the server gives `req` itself, or undefined when Next answers it. */
export function refusal(
  req: IncomingMessage,
  drain: { draining: boolean },
  signingKey: Buffer,
): Refusal | undefined {
  const url = req.url ?? '/'
  if (drain.draining && url.split('?')[0] === '/readyz') {
    return answer(503, 'application/json', '{"status":"draining"}')
  }
  if (REFUSED_METHODS.has((req.method ?? 'GET').toUpperCase())) {
    return plain(405, { allow: 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS' })
  }
  const malformed = malformedAddress(url)
  if (malformed) return plain(malformed)
  if (!isApiPath(url.split('?')[0] ?? '/')) return undefined
  const problem = restProblem(req.headers, url, signingKey)
  const body = problem && JSON.stringify({ errors: [{ message: problem.message }] })
  return problem && answer(problem.status, 'application/json', body as string)
}

const DISCARD_BODY = { maxBytes: 16 * 1024 * 1024, maxMs: 5_000 } as const

/**
 * Reads and drops the rest of a refused body, as nginx's lingering close does, so the client
 * reads the refusal, not a reset; past DISCARD_BODY the socket is destroyed (Node's has no bound).
 */
export function discardBody(req: IncomingMessage): void {
  if (req.complete) return
  let bytes = 0
  const cutOff = () => req.socket.destroy()
  const timer = setTimeout(cutOff, DISCARD_BODY.maxMs)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length
    if (bytes > DISCARD_BODY.maxBytes) cutOff()
  })
  req.once('close', () => clearTimeout(timer))
}
