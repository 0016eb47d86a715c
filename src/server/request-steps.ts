/**
 * The custom server's request handler is a list of steps (src/server/start.ts lists them in order).
 * Each step either answers the request, and the steps after it do not run, or prepares it (a
 * header, an interceptor on the response) and passes it on; the last step hands it to Next.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { RequestMarks } from '@/outage/database-outage'

/** One request as the steps see it. */
export type ServerRequest = {
  readonly req: IncomingMessage
  readonly res: ServerResponse
  /** The address's path, without its query (not decoded). */
  readonly path: string
  /** Whether a page's rendering met a database outage (src/data/cache.ts marks it; see outage-response.ts). */
  readonly marks: RequestMarks
}

/** What a step says: `'answered'` stops the list; nothing (or `'next'`) passes the request on. */
export type StepResult = 'answered' | 'next' | undefined

/**
 * One named step of the request handler. A step that must wait (a lookup in a table being built)
 * returns a promise of its result; the steps after it run once it settles, and a step that fails
 * passes the request on, as if it had said `'next'`.
 */
export type RequestStep = (request: ServerRequest) => StepResult | Promise<StepResult>

/** The path of an address: what is before its query. */
export const pathOf = (url: string | undefined): string => (url ?? '/').split('?')[0] ?? '/'

/** Whether a request only reads (GET or HEAD): the requests pages, redirects and copies answer. */
export const isRead = (req: IncomingMessage): boolean =>
  req.method === 'GET' || req.method === 'HEAD'

/** The request handler that runs `steps` in order until one answers. */
export function handleWithSteps(
  steps: readonly RequestStep[],
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const request: ServerRequest = {
      req,
      res,
      path: pathOf(req.url),
      marks: { databaseUnavailable: false },
    }
    runSteps(steps, 0, request)
  }
}

function runSteps(steps: readonly RequestStep[], from: number, request: ServerRequest): void {
  for (let i = from; i < steps.length; i++) {
    const result = (steps[i] as RequestStep)(request)
    if (result instanceof Promise) {
      const rest = (answer: StepResult) => {
        if (answer !== 'answered') runSteps(steps, i + 1, request)
      }
      result.then(rest, () => rest('next'))
      return
    }
    if (result === 'answered') return
  }
}
