/**
 * During a database outage, a page that was not cached must answer a clean 503, whatever point of
 * its rendering the failed read came at. Next streams: the status may be on the wire (200, or a
 * 500 over its bare error shell) before the read that fails. So while the database is known to be
 * unreachable, the custom server holds each answer until it is complete, then sends it as it is,
 * or, when its rendering met the outage, replaces it with the 503 page. Cached pages are sent as
 * they are. Outside an outage nothing is held. In or out of one, a page whose rendering met the
 * outage and that Next answers with a 500 goes out as a 503 (`unavailableAs503`).
 */
import type { ServerResponse } from 'node:http'
import { OUTAGE_RETRY_AFTER_SECONDS } from '@/config/constants'
import { OUTAGE_MARK } from '@/lib/outage-mark'
import { databaseRecentlyUnreachable, type RequestMarks } from '@/outage/database-outage'
import { type BodyChunk, heldHeader, interceptResponse } from './intercept-response'
import { localeOfPath, plainPage } from './plain-answers'
import { isRead, type RequestStep } from './request-steps'

/** Whether a held chunk contains `text` (the marker is short, and React writes a tag whole). */
function carries({ data }: BodyChunk, text: string): boolean {
  if (typeof data === 'string') return data.includes(text)
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(text)
}

/** What Next says of a page it served from its cache (`x-nextjs-cache`). */
const FROM_CACHE = /^(?:HIT|STALE)$/

/**
 * Holds `res` until it ends; then, if the request met the outage (`marks`, or the error view's
 * `OUTAGE_MARK` in what was written) and is a page (HTML)
 * that did not come from the cache, calls `replace` on the untouched response (the headers set
 * before this call are restored) instead of sending what was rendered.
 */
export function holdDuringOutage(
  res: ServerResponse,
  marks: RequestMarks,
  replace: (res: ServerResponse) => void,
): void {
  const headersBefore = res.getHeaders()
  interceptResponse(res, {
    hold: (answer) => {
      const contentType = String(heldHeader(answer, res, 'content-type') ?? '')
      const cache = String(res.getHeader('x-nextjs-cache') ?? '')
      const metOutage =
        marks.databaseUnavailable || answer.body.some((chunk) => carries(chunk, OUTAGE_MARK))
      if (!metOutage || !contentType.startsWith('text/html') || FROM_CACHE.test(cache)) {
        return undefined
      }
      return (held) => {
        for (const name of held.getHeaderNames()) held.removeHeader(name)
        for (const [name, value] of Object.entries(headersBefore)) {
          if (value !== undefined) held.setHeader(name, value)
        }
        replace(held)
      }
    },
  })
}

/**
 * A page that failed because the database is unreachable (src/data/cache.ts marks the request)
 * answers 503 with Retry-After instead of Next's 500: a passing outage, not a broken page.
 */
export function unavailableAs503(res: ServerResponse, marks: RequestMarks): void {
  interceptResponse(res, {
    head: (status) => {
      if (status !== 500 || !marks.databaseUnavailable) return status
      res.setHeader('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
      res.setHeader('cache-control', 'no-store')
      return 503
    },
  })
}

/**
 * Step: a page whose rendering meets the database outage answers 503; while the database is known
 * to be unreachable, pages are held whole so the 503 replaces even what was already rendered.
 */
export const answerOutageWith503: RequestStep = ({ req, res, path, marks }) => {
  unavailableAs503(res, marks)
  if (isRead(req) && databaseRecentlyUnreachable()) {
    holdDuringOutage(res, marks, (held) => plainPage(held, 503, localeOfPath(path), 'unavailable'))
  }
  return 'next'
}
