/**
 * The last server step: Next answers (site, admin, REST, GraphQL), with the request's marks in
 * reach of the pages (src/outage/database-outage.ts), so an outage met while rendering is known.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { loggableError } from '@/lib/log-redaction'
import { runWithRequestMarks } from '@/outage/database-outage'
import { json } from './plain-answers'
import type { RequestStep } from './request-steps'

/** Next's request handler. */
export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/** Step: hands the request to Next; a failure of Next's own is a logged 500 if nothing was sent. */
export function handOverToNext(handle: NextHandler): RequestStep {
  return ({ req, res, marks }) => {
    runWithRequestMarks(marks, () => handle(req, res)).catch((error: unknown) => {
      console.error('request failed', loggableError(error))
      if (!res.headersSent) json(res, 500, { error: 'Internal Server Error' })
    })
    return 'answered'
  }
}
