/**
 * When this process has sent its first HTTP answer: work that can wait for it (src/instrumentation.ts)
 * then leaves a fresh server's first page the process to itself. Node reports every finished answer
 * on a diagnostics channel, whichever server sent it, so Next's bundle hears it without the server's
 * entry handing anything over.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel'

/** Node's channel of every finished HTTP answer in the process. */
export const ANSWER_FINISHED = 'http.server.response.finish'

/** Calls `callback` once, after the first answer is sent, or after `latestMs` if none is by then. */
export function afterFirstAnswer(callback: () => void, latestMs: number): void {
  let called = false
  const call = (): void => {
    if (called) return
    called = true
    unsubscribe(ANSWER_FINISHED, call)
    clearTimeout(latest)
    // Outside the HTTP module's own event, once the answer is on its way.
    setImmediate(callback)
  }
  const latest = setTimeout(call, latestMs).unref()
  subscribe(ANSWER_FINISHED, call)
}
