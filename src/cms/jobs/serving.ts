/**
 * Whether this process is the web server. Only the server runs the jobs queue: build workers,
 * migrations and seeding load Payload too, and must neither send mail nor keep timers alive.
 * A global symbol, because the server and Next's bundle each load their own copy of this module.
 */
const SERVING = Symbol.for('collegium.serving')
type Flagged = { [SERVING]?: boolean }

export function markServing(): void {
  ;(globalThis as Flagged)[SERVING] = true
}

export function isServing(): boolean {
  return (globalThis as Flagged)[SERVING] === true
}
