/**
 * Whether this process is the web server. Only the server runs the jobs queue: build workers,
 * migrations and seeding load Payload too, and must neither send mail nor keep timers alive.
 * A global symbol, because the server and Next's bundle each load their own copy of this module.
 */
import { peekProcessSingleton, setProcessSingleton } from '@/lib/process-singleton'

/** This process is the web server (called once, at its start). */
export function markServing(): void {
  setProcessSingleton('serving', true)
}

/** Whether `markServing` was called in this process. */
export function isServing(): boolean {
  return peekProcessSingleton<boolean>('serving') === true
}
