/**
 * The server's first answer, as a signal for work that can wait for it. A freshly started server
 * has one core's worth of loading to do before a visitor sees a page; building the search indexes,
 * the jobs' start-up run and opening the live channel add a second or more (measured in
 * docs/benchmarks.md), so they start once the first request has been answered, or after
 * `fallbackMs` if none comes (an instance nobody asks still runs its jobs). The custom server
 * marks the answer; Next's instrumentation waits for it.
 */
import { processSignal } from './process-signal'

const firstAnswer = processSignal<true>('first-answer')

/** The first request has been answered (later calls change nothing). */
export function markFirstAnswer(): void {
  firstAnswer.give(true)
}

/**
 * Resolves once the first request has been answered, or after `fallbackMs`. The caller's async
 * context is kept (a continuation runs where it was awaited, not inside the request).
 */
export async function afterFirstAnswer(fallbackMs: number): Promise<void> {
  await firstAnswer.within(fallbackMs)
}

const warmedUp = processSignal<true>('warmed-up')

/** The work that waited for the first answer has run its start (./instrumentation.ts). */
export function markWarmedUp(): void {
  warmedUp.give(true)
}

/** Whether the server has warmed up; /readyz answers 503 "starting" until then. */
export function isWarmedUp(): boolean {
  return warmedUp.value() === true
}
