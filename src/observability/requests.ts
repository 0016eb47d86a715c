/** Times each request, then logs its line once it is answered or cut off. */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { logger } from '@/lib/logger'
import { REQUEST_ID_HEADER, requestId, requestLine } from '@/lib/request-line'

/** Gives `req` its id (echoed as X-Request-Id) and logs it when the response closes. */
export function observeRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now()
  const id = requestId(req.headers[REQUEST_ID_HEADER])
  // Next hands the request's headers to onRequestError (src/instrumentation.ts), which logs the id.
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader(REQUEST_ID_HEADER, id)
  res.once('close', () => {
    const elapsed = performance.now() - started
    const line = requestLine({ method: req.method, url: req.url, id }, res.statusCode, elapsed)
    logger.info({ ...line, ...(res.writableFinished ? {} : { aborted: true }) }, 'request')
  })
}
