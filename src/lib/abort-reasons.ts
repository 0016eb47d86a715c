/**
 * React's server renderer aborts each render's cache signal when the render completes, with an
 * Error that nothing reads (react/react#37289). Until an Error's `stack` is read, V8 keeps its stack
 * frames, and with them each frame's receiver: here the immediates that ran the render, which link
 * to the immediates that ran beside them and so to those requests' whole renders. Under steady load
 * each kept render kept the next, until the heap ran out (vercel/next.js#97348). Reading `stack`
 * when a reason is set turns the frames into a string.
 */
export function releaseAbortReasonFrames(): void {
  const abort = AbortController.prototype.abort
  if (RELEASING in abort) return
  const releasing = function (this: AbortController, reason?: unknown): void {
    if (reason instanceof Error) void reason.stack
    abort.call(this, reason)
  }
  Object.defineProperty(releasing, RELEASING, { value: true })
  AbortController.prototype.abort = releasing
}

const RELEASING = Symbol.for('collegium.abort-reason-frames')
