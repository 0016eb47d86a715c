/**
 * The job runs a request starts at once rather than at the queue's next tick (a submission's
 * notification). Nobody awaits them, so closing the database waits for them here: ended under
 * them, the pool would take their connections away mid-query. Kept in the process's registry:
 * the route that starts a run and the server that closes the database are different bundles.
 */
import { processRegistry } from './process-registry'

const running = () =>
  processRegistry('jobs').once('runs-at-once', () => new Set<Promise<unknown>>())

/** Keeps `run` until it settles. */
export function trackRun(run: Promise<unknown>): void {
  const runs = running()
  runs.add(run)
  const forget = () => runs.delete(run)
  run.then(forget, forget)
}

/** Resolves once every tracked run has settled, those started meanwhile too. */
export async function runsSettled(): Promise<void> {
  const runs = running()
  while (runs.size > 0) await Promise.allSettled([...runs])
}
