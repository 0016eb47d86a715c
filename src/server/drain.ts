/**
 * Graceful shutdown. On SIGTERM the server keeps accepting for SHUTDOWN_DELAY_MS (each answer with
 * `Connection: close`, /readyz a 503) so that what a balancer sent before it noticed is served,
 * closes the live channel at once (its clients reconnect to another instance), stops listening,
 * waits up to SHUTDOWN_GRACE_MS for requests in flight, then closes the database and exits. SIGINT
 * skips the delay. Whatever hangs, the process ends SHUTDOWN_CLOSE_MS later.
 */
import type { Server } from 'node:http'

import { closeDatabase } from '@/cms/database-lifecycle'
import { openedLiveServer } from '@/graphql/live-registry'

/** How long in-flight requests may take to finish once the server stops listening. */
const SHUTDOWN_GRACE_MS = 25_000
/** After draining, how long closing the live channel and the database may take before exit. */
const SHUTDOWN_CLOSE_MS = 5_000

/** Whether the server is on its way out. */
export type Drain = { draining: boolean }

export const newDrain = (): Drain => ({ draining: false })

type PayloadCache = Map<string, { payload?: Parameters<typeof closeDatabase>[0] | null }>

/** Closes every Payload instance of this process (Payload keeps them on its own global). */
async function closeDatabases(): Promise<void> {
  const cache = (globalThis as { _payload?: PayloadCache })._payload
  for (const entry of cache?.values() ?? []) {
    if (entry.payload) await closeDatabase(entry.payload).catch(() => undefined)
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Drains `server` and exits the process (0 when done, 1 past the deadline). */
export async function drain(
  server: Server,
  state: Drain,
  signal: string,
  delayMs: number,
): Promise<void> {
  if (state.draining) return
  state.draining = true
  console.log(`> ${signal}: draining, closing in ${delayMs} ms`)
  setTimeout(
    () => {
      console.error('> Shutdown took too long: exiting')
      process.exit(1)
    },
    delayMs + SHUTDOWN_GRACE_MS + SHUTDOWN_CLOSE_MS,
  ).unref()
  const liveClosed = openedLiveServer()
    ?.close()
    .catch(() => undefined)
  if (delayMs > 0) await pause(delayMs)
  const closed = new Promise((resolve) => server.close(resolve))
  // Keep-alive connections close as soon as their request in flight is answered.
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  server.closeIdleConnections()
  await Promise.race([closed, pause(SHUTDOWN_GRACE_MS)])
  clearInterval(idle)
  server.closeAllConnections()
  await liveClosed
  // Payload's destroy() stops the job crons; the jobs lease is left to the exit: PostgreSQL drops
  // the advisory lock with its session's connection, and another instance runs the jobs from its
  // next tick.
  await closeDatabases()
  console.log('> Stopped')
  process.exit(0)
}

/** SIGTERM drains after `termDelayMs` (SHUTDOWN_DELAY_MS); SIGINT (Ctrl-C) at once. */
export function drainOnSignals(server: Server, state: Drain, termDelayMs: number): void {
  process.on('SIGTERM', () => void drain(server, state, 'SIGTERM', termDelayMs))
  process.on('SIGINT', () => void drain(server, state, 'SIGINT', 0))
}
