/**
 * Graceful shutdown. On SIGTERM: keep serving for SHUTDOWN_DELAY_MS (`Connection: close`, /readyz
 * 503) while the balancer notices, close the live channel, stop listening, wait for requests in
 * flight, close the database, exit. SIGINT skips the delay.
 */
import type { Server } from 'node:http'
import { setTimeout as pause } from 'node:timers/promises'

import { closeDatabases } from '@/cms/database-lifecycle'
import { openedLiveServer } from '@/graphql/live-registry'
import { logger } from '@/lib/logger'

/** For requests in flight once the server stops listening, then for closing what it holds. */
const SHUTDOWN_GRACE_MS = 25_000
const SHUTDOWN_CLOSE_MS = 5_000

/** Whether the server is on its way out. */
export type Drain = { draining: boolean }

/** Drains `server` and exits the process (0 when done, 1 past the deadline). */
export async function drain(
  server: Server,
  state: Drain,
  signal: string,
  delayMs: number,
): Promise<void> {
  if (state.draining) return
  state.draining = true
  logger.info(`> ${signal}: draining, closing in ${delayMs} ms`)
  setTimeout(
    () => {
      logger.error('> Shutdown took too long: exiting')
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
  // Payload's destroy() stops the crons; PostgreSQL drops the jobs lease with its connection.
  await closeDatabases()
  logger.info('> Stopped')
  process.exit(0)
}

/** SIGTERM drains after `termDelayMs` (SHUTDOWN_DELAY_MS); SIGINT (Ctrl-C) at once. */
export function drainOnSignals(server: Server, state: Drain, termDelayMs: number): void {
  process.on('SIGTERM', () => void drain(server, state, 'SIGTERM', termDelayMs))
  process.on('SIGINT', () => void drain(server, state, 'SIGINT', 0))
}
