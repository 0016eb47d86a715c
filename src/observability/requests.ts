/** Times each request, then logs its line and counts it once it is answered or cut off. */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { loggableError } from '@/lib/log-redaction'
import { logger } from '@/lib/logger'
import { REQUEST_ID_HEADER, requestId, requestLine, statusClass } from '@/lib/request-line'

import { httpDuration, httpRequests } from './metrics'

/** Gives `req` its id (echoed as X-Request-Id) and logs and counts it when the response closes. */
export function observeRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now()
  const id = requestId(req.headers[REQUEST_ID_HEADER])
  // Next hands the request's headers to onRequestError (src/instrumentation.ts), which logs the id.
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader(REQUEST_ID_HEADER, id)
  res.once('close', () => {
    const elapsed = performance.now() - started
    const line = requestLine({ method: req.method, url: req.url, id }, res.statusCode, elapsed)
    const labels = { kind: line.kind, status: statusClass(line.status) }
    httpRequests.inc(labels)
    httpDuration.observe(labels, elapsed / 1000)
    logger.info({ ...line, ...(res.writableFinished ? {} : { aborted: true }) }, 'request')
  })
}

/** The request and route Next hands `onRequestError` (src/instrumentation.ts). */
type FailedRequest = { method: string; headers: Record<string, string | string[] | undefined> }
type FailedRoute = { routePath: string; routeType: string; renderSource?: string }

/**
 * Logs a server error Next caught, with the request's id (given by `observeRequest`) and the
 * route's pattern (Next's, e.g. `/[locale]/news/[id]`), never the address's values.
 */
export function logRequestError(error: unknown, request: FailedRequest, route: FailedRoute): void {
  const id = request.headers[REQUEST_ID_HEADER]
  const digest = (error as { digest?: unknown } | null)?.digest
  logger.error(
    {
      requestId: typeof id === 'string' ? id : undefined,
      method: request.method,
      route: route.routePath,
      routeType: route.routeType,
      ...(route.renderSource ? { renderSource: route.renderSource } : {}),
      ...(typeof digest === 'string' ? { digest } : {}),
      err: loggableError(error),
    },
    'request failed',
  )
}
