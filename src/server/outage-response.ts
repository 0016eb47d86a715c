/**
 * During a database outage, a page that was not cached must answer a clean 503, whatever point of
 * its rendering the failed read came at. Next streams: the status may be on the wire (200, or a
 * 500 over its bare error shell) before the read that fails. So while the database is known to be
 * unreachable, the custom server holds each answer until it is complete, then sends it as it is,
 * or, when its rendering met the outage, replaces it with the 503 page. Cached pages are sent as
 * they are. Outside an outage nothing is held.
 */
import type { ServerResponse } from 'node:http'
import { OUTAGE_MARK } from '@/lib/outage-mark'
import type { RequestMarks } from '@/outage/database-outage'

/** Whether a held chunk contains `text` (the marker is short, and React writes a tag whole). */
function carries(chunk: Args, text: string): boolean {
  const [data] = chunk
  if (typeof data === 'string') return data.includes(text)
  return (
    data instanceof Uint8Array &&
    Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(text)
  )
}

/** What Next says of a page it served from its cache (`x-nextjs-cache`). */
const FROM_CACHE = /^(?:HIT|STALE)$/

type Callback = (error?: Error | null) => void
type Args = unknown[]

const callbackOf = (args: Args): Callback | undefined =>
  args.findLast((arg): arg is Callback => typeof arg === 'function')

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
  const own = { writeHead: res.writeHead, write: res.write, end: res.end, flush: res.flushHeaders }
  const headersBefore = res.getHeaders()
  let head: Args | undefined
  const chunks: Args[] = []

  res.writeHead = ((...args: Args) => {
    head = args
    return res
  }) as ServerResponse['writeHead']
  res.flushHeaders = () => undefined
  res.write = ((...args: Args) => {
    // Held, the chunk counts as written: its callback is called now, and not again when sent.
    chunks.push(args.filter((arg) => typeof arg !== 'function'))
    const done = callbackOf(args)
    if (done) queueMicrotask(() => done())
    return true
  }) as ServerResponse['write']
  res.end = ((...args: Args) => {
    Object.assign(res, {
      writeHead: own.writeHead,
      write: own.write,
      end: own.end,
      flushHeaders: own.flush,
    })
    const contentType = String(
      headerIn(head, 'content-type') ?? res.getHeader('content-type') ?? '',
    )
    const cache = String(res.getHeader('x-nextjs-cache') ?? '')
    const metOutage =
      marks.databaseUnavailable || [...chunks, args].some((chunk) => carries(chunk, OUTAGE_MARK))
    if (metOutage && contentType.startsWith('text/html') && !FROM_CACHE.test(cache)) {
      for (const name of res.getHeaderNames()) res.removeHeader(name)
      for (const [name, value] of Object.entries(headersBefore)) {
        if (value !== undefined) res.setHeader(name, value)
      }
      replace(res)
      callbackOf(args)?.()
      return res
    }
    if (head) (own.writeHead as (...a: Args) => ServerResponse).apply(res, head)
    for (const chunk of chunks) (own.write as (...a: Args) => boolean).apply(res, chunk)
    return (own.end as (...a: Args) => ServerResponse).apply(res, args)
  }) as ServerResponse['end']
}

/** A header given to `writeHead` as an object (any letter case), if it was. */
function headerIn(head: Args | undefined, name: string): unknown {
  for (const arg of head ?? []) {
    if (typeof arg !== 'object' || arg === null || Array.isArray(arg)) continue
    for (const [key, value] of Object.entries(arg)) if (key.toLowerCase() === name) return value
  }
  return undefined
}
