/**
 * The server's first answer, as a signal for work that can wait for it. A freshly started server
 * has one core's worth of loading to do before a visitor sees a page; building the search indexes,
 * the jobs' start-up run and opening the live channel add a second or more (measured in
 * docs/benchmarks.md), so they start once the first request has been answered, or after
 * `fallbackMs` if none comes (an instance nobody asks still runs its jobs). The custom server
 * marks the answer; Next's instrumentation waits for it (another copy of this module, hence the
 * process-wide slot).
 */
import { processSingleton } from './process-singleton'

type Slot = { promise: Promise<void>; resolve: () => void }

const slot = () =>
  processSingleton<Slot>('first-answer', () => {
    let resolve = () => {}
    const promise = new Promise<void>((done) => {
      resolve = done
    })
    return { promise, resolve }
  })

/** The first request has been answered (later calls change nothing). */
export function markFirstAnswer(): void {
  slot().resolve()
}

/**
 * Resolves once the first request has been answered, or after `fallbackMs`. The caller's async
 * context is kept (a continuation runs where it was awaited, not inside the request).
 */
export function afterFirstAnswer(fallbackMs: number): Promise<void> {
  return Promise.race([
    slot().promise,
    new Promise<void>((resolve) => setTimeout(resolve, fallbackMs).unref()),
  ])
}
