/**
 * What the server answers itself, before Next: requests Next would fail on with a 500, REST
 * requests Payload would fail on or read in full before refusing (Next reads a request's body
 * before its proxy could refuse it), and readiness while draining (a balancer must take the
 * instance out of rotation at once).
 */
import type { IncomingMessage } from 'node:http'
import { malformedAddress } from '@/lib/malformed-address'
import { isApiPath, restProblem } from '@/security/rest-guard'

export type Refusal = { status: number; headers: Record<string, string>; body: string }

/**
 * Methods the fetch API (and so Next's handlers) cannot represent: undici's `Request` throws
 * "'TRACE' HTTP method is unsupported" (as in https://github.com/honojs/node-server/issues/167).
 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

const TEXTS: Record<number, string> = {
  400: 'Некорректный запрос. / Bad request.',
  404: 'Страница не найдена. / This page could not be found.',
  405: 'Метод не поддерживается. / Method not allowed.',
  414: 'Слишком длинный адрес. / The address is too long.',
}

const plain = (status: number, headers: Record<string, string> = {}): Refusal => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: `${TEXTS[status]}\n`,
})

/** The answer the server gives `req` itself, or undefined when Next answers it. */
export function refusal(
  req: IncomingMessage,
  drain: { draining: boolean },
  signingKey: Buffer,
): Refusal | undefined {
  const url = req.url ?? '/'
  if (drain.draining && url.split('?')[0] === '/readyz') {
    return {
      status: 503,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      body: JSON.stringify({ status: 'draining' }),
    }
  }
  if (REFUSED_METHODS.has((req.method ?? 'GET').toUpperCase())) {
    return plain(405, { allow: 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS' })
  }
  const malformed = malformedAddress(url)
  if (malformed) return plain(malformed)
  if (!isApiPath(url.split('?')[0] ?? '/')) return undefined
  const problem = restProblem(req.headers, url, signingKey)
  return (
    problem && {
      status: problem.status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      body: JSON.stringify({ errors: [{ message: problem.message }] }),
    }
  )
}

/**
 * A body refused from its head is still read and dropped, up to these bounds, so the client reads
 * the refusal instead of a reset (as nginx's lingering close); past them the connection is closed.
 */
const DISCARD_BODY = { maxBytes: 16 * 1024 * 1024, maxMs: 5_000 } as const

/**
 * Reads and drops what is left of a refused request's body, so the connection can carry the next
 * request and the client is not reset mid-write; past DISCARD_BODY's bounds the socket is
 * destroyed. (Node's own dump after `end()` has no bound.)
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
