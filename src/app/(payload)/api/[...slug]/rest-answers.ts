/**
 * Payload's REST answers, with its server errors told apart (issue 16, finding 4). Payload answers
 * 500 to much a client sent wrong: a malformed multipart body, a `where` value the database cannot
 * compare, an operator a field does not have, a file missing from the disk; and 501 naming the
 * server's internal URL for a collection without endpoints (`/api/payload-migrations`). The
 * obvious ones are refused earlier (src/server/rest-guard.ts, the collections' beforeOperation
 * hooks); this is the net under them. With the database answering, a 500 was caused by the
 * request: 400 with a short message (Payload has logged the error). Without it: 503, as pages do.
 */
import { pingDatabase } from '@/data/health'
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/lib/database-errors'
import { logError } from '@/lib/logger'

type RouteHandler<A> = (request: Request, args: A) => Promise<Response>

const answer = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json(
    { errors: [{ message }] },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )

/** A file of an upload collection: `/api/{collection}/file/{name}`. */
const UPLOADED_FILE = /^\/api\/[^/]+\/file\//

/** The handler, with its 5xx answers replaced by what the failure was. */
export function withClientErrors<A>(handler: RouteHandler<A>): RouteHandler<A> {
  return async (request, args) => {
    let response: Response | undefined
    try {
      response = await handler(request, args)
    } catch (error) {
      logError('REST request failed', error)
    }
    if (response && response.status < 500) return response
    if (response?.status === 501) return answer(404, 'Not Found')
    // Payload answers a file missing from the disk with a 500 on purpose (not to name the path).
    if (UPLOADED_FILE.test(new URL(request.url).pathname)) return answer(404, 'Not Found')
    if (response?.status === 503) return response
    const reachable = await pingDatabase().then(
      () => true,
      () => false,
    )
    if (!reachable) {
      return answer(503, 'The service is temporarily unavailable.', {
        'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS),
      })
    }
    return answer(400, 'The request could not be processed.')
  }
}
