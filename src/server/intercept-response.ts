/**
 * The one way the custom server changes a response on its way out. Next writes its answers with
 * `writeHead`, `write` and `end`; a feature that must rewrite a status or a header Next chose, see
 * the body, or hold a whole answer and send another instead, adds an interceptor here. The response
 * is wrapped once, however many interceptors it gets, and this is the only file that assigns its
 * methods.
 *
 * The order is defined: while any interceptor holds, nothing reaches the wire (the head and the
 * chunks are kept, and `flushHeaders` waits); at `end` the holders are asked in the order they were
 * added, and the first that returns a replacement writes it. Then, as the head is actually sent
 * (the held one, the replacement's, or at once when nobody holds), every `head` rewrite runs in the
 * order added, each seeing what the previous one made; and every chunk actually sent is shown to
 * the `chunk` observers in the order added. With no holder, chunks stream as they are written.
 */
import type { ServerResponse } from 'node:http'

/** A chunk of the body as it was given to `write` or `end` (a string with its encoding, or bytes). */
export type BodyChunk = { data: string | Uint8Array; encoding: BufferEncoding | undefined }

/** An answer held whole until its `end`: what its handler wrote, none of it sent yet. */
export type HeldAnswer = {
  /** The arguments given to `writeHead`, if it was called (an implicit head is not recorded). */
  readonly head: readonly unknown[] | undefined
  /** Every chunk of the body, the one given to `end` included. */
  readonly body: readonly BodyChunk[]
}

/** Writes an answer in place of a held one, on the response (its headers as the handler left them). */
export type Replacement = (res: ServerResponse) => void

/** What one feature does to a response; every part is optional. */
export type ResponseInterceptor = {
  /** Rewrites the head as it is sent: returns the status to send, may set or remove headers. */
  head?: (status: number, res: ServerResponse) => number
  /** Sees each chunk of the body as it is sent. */
  chunk?: (data: string | Uint8Array, encoding: BufferEncoding | undefined) => void
  /**
   * Holds the answer until it ends, then decides: a replacement to write instead, or undefined to
   * send the answer as it was written.
   */
  hold?: (answer: HeldAnswer, res: ServerResponse) => Replacement | undefined
  /**
   * With `hold`: asked once, as the head is written (or the first chunk, for an implicit head),
   * whether to hold this answer at all; false lets it through unheld as far as this holder goes,
   * so an answer that is not the holder's business streams as it is written.
   */
  holdIf?: (status: number, res: ServerResponse) => boolean
}

type Args = unknown[]
type Method = (...args: Args) => unknown
type Callback = (error?: Error | null) => void

type Interception = {
  interceptors: ResponseInterceptor[]
  holding: boolean
  /** The holders' `holdIf` were asked (at the head, or the first chunk). */
  decided: boolean
  /** Holders that said, at the head, that they do not hold this answer. */
  declined: Set<ResponseInterceptor>
  /** Something went to the wire (or was let through) without being held: too late to hold. */
  started: boolean
  head: Args | undefined
  held: Args[]
}

const interceptions = new WeakMap<ServerResponse, Interception>()

const callbackOf = (args: Args): Callback | undefined =>
  args.findLast((arg): arg is Callback => typeof arg === 'function')

/** The chunk a `write` or `end` was given, if it was given one. */
function chunkOf(args: Args): BodyChunk | undefined {
  const [data, encoding] = args
  if (typeof data !== 'string' && !(data instanceof Uint8Array)) return undefined
  return { data, encoding: typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined }
}

/**
 * Adds `interceptor` to `res` (wrapping it on the first call). A holder must be added before the
 * answer starts: one added after something was sent throws.
 */
export function interceptResponse(res: ServerResponse, interceptor: ResponseInterceptor): void {
  const interception = interceptions.get(res) ?? wrap(res)
  if (interceptor.hold) {
    if (interception.started || res.headersSent) {
      throw new Error('interceptResponse: a holder was added after the answer started')
    }
    interception.holding = true
  }
  interception.interceptors.push(interceptor)
}

/**
 * A header of a held answer: given to `writeHead` as an object (any letter case), else the one set
 * on `res`.
 */
export function heldHeader(answer: HeldAnswer, res: ServerResponse, name: string): unknown {
  for (const arg of answer.head ?? []) {
    if (typeof arg !== 'object' || arg === null || Array.isArray(arg)) continue
    for (const [key, value] of Object.entries(arg)) if (key.toLowerCase() === name) return value
  }
  return res.getHeader(name)
}

function wrap(res: ServerResponse): Interception {
  const own = {
    writeHead: res.writeHead as Method,
    write: res.write as Method,
    end: res.end as Method,
    flushHeaders: res.flushHeaders as Method,
  }
  const it: Interception = {
    interceptors: [],
    holding: false,
    decided: false,
    declined: new Set(),
    started: false,
    head: undefined,
    held: [],
  }
  interceptions.set(res, it)

  const holders = () => it.interceptors.filter((i) => i.hold && !it.declined.has(i))

  /** Asks the holders' `holdIf` once, with the status the head will carry; holding stops if none holds. */
  const decide = (status: number) => {
    if (it.decided || !it.holding) return
    it.decided = true
    for (const interceptor of holders()) {
      if (interceptor.holdIf && !interceptor.holdIf(status, res)) it.declined.add(interceptor)
    }
    it.holding = holders().length > 0
  }

  const show = (args: Args) => {
    const chunk = chunkOf(args)
    if (!chunk) return
    for (const interceptor of it.interceptors) interceptor.chunk?.(chunk.data, chunk.encoding)
  }

  /** The head, a chunk and the end on their way to the wire: rewritten and observed, then sent. */
  const sendHead = (args: Args): ServerResponse => {
    it.started = true
    let status = args[0] as number
    for (const interceptor of it.interceptors) {
      if (interceptor.head) status = interceptor.head(status, res)
    }
    args[0] = status
    return own.writeHead.apply(res, args) as ServerResponse
  }
  const sendChunk = (args: Args): boolean => {
    it.started = true
    show(args)
    return own.write.apply(res, args) as boolean
  }
  const sendEnd = (args: Args): ServerResponse => {
    it.started = true
    show(args)
    return own.end.apply(res, args) as ServerResponse
  }

  /**
   * The end of a held answer: replaced, or sent as it was written. Either way it goes to the wire
   * through this wrapper alone: code that wrapped the response after it (Next's compression wraps
   * `writeHead`, `write` and `end`) has already seen this answer end, and would ignore or repeat
   * what it were given now, so its wrappers are dropped (an implicit head, too, comes back here).
   */
  const settle = (endArgs: Args): ServerResponse => {
    it.holding = false
    Object.assign(res, { writeHead, write, end, flushHeaders })
    const answer: HeldAnswer = {
      head: it.head,
      body: [...it.held, endArgs].map(chunkOf).filter((chunk) => chunk !== undefined),
    }
    const { head, held } = it
    it.head = undefined
    it.held = []
    for (const interceptor of holders()) {
      const replacement = interceptor.hold?.(answer, res)
      if (!replacement) continue
      replacement(res)
      callbackOf(endArgs)?.()
      return res
    }
    if (head) sendHead(head)
    for (const args of held) sendChunk(args)
    return sendEnd(endArgs)
  }

  const writeHead = ((...args: Args) => {
    decide(args[0] as number)
    if (!it.holding) return sendHead(args)
    it.head = args
    return res
  }) as ServerResponse['writeHead']

  const write = ((...args: Args) => {
    decide(res.statusCode)
    if (!it.holding) return sendChunk(args)
    // Held, the chunk counts as written: its callback is called now, and not again when sent.
    it.held.push(args.filter((arg) => typeof arg !== 'function'))
    const done = callbackOf(args)
    if (done) queueMicrotask(() => done())
    return true
  }) as ServerResponse['write']

  const end = ((...args: Args) => {
    decide(res.statusCode)
    return it.holding ? settle(args) : sendEnd(args)
  }) as ServerResponse['end']

  // Node sends the head here (through writeHead, so the rewrites run); a held head waits.
  const flushHeaders = () => {
    if (!it.holding) own.flushHeaders.apply(res, [])
  }

  Object.assign(res, { writeHead, write, end, flushHeaders })
  return it
}
