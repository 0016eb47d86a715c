/**
 * Graceful shutdown. On SIGTERM the server keeps accepting for SHUTDOWN_DELAY_MS (each answer
 * with `Connection: close`, /readyz a 503) so what a balancer sent before it noticed is served,
 * closes the live channel at once (its clients reconnect to another instance), stops listening,
 * waits up to SHUTDOWN_GRACE_MS for in-flight requests, then closes the database and exits.
 * SIGINT skips the delay. Whatever hangs, the process ends after SHUTDOWN_CLOSE_MS more.
 */
import type { Server } from 'node:http'
import { closeDatabase } from '@/cms/database-lifecycle'
import { closeJobsLease } from '@/cms/jobs/lease'
import {
  DRAIN_POLL_MS,
  RESPONSE_MAX_LISTENERS,
  SHUTDOWN_CLOSE_MS,
  SHUTDOWN_GRACE_MS,
} from '@/config/constants'
import { registeredLiveServer } from '@/graphql/live-registry'
import type { RequestStep } from './request-steps'

/** What the server knows of its own end: how many requests are in flight, and whether it drains. */
export type Drain = { inFlight: number; draining: boolean }

/** A drain with nothing in flight, not draining. */
export const newDrain = (): Drain => ({ inFlight: 0, draining: false })

/** Step: counts the request in flight until its response closes; while draining, asks to close. */
export function countInFlight(drain: Drain): RequestStep {
  return ({ res }) => {
    drain.inFlight++
    // Next adds its own close listeners; ours makes the count pass Node's default warning limit.
    res.setMaxListeners(RESPONSE_MAX_LISTENERS)
    res.on('close', () => {
      drain.inFlight--
    })
    if (drain.draining) res.setHeader('connection', 'close')
    return 'next'
  }
}

type PayloadCache = Map<string, { payload?: Parameters<typeof closeDatabase>[0] | null }>

/** Closes every Payload instance this process made (Next's bundle keeps them on a global). */
async function closeDatabases(): Promise<void> {
  const cache = (globalThis as { _payload?: PayloadCache })._payload
  for (const entry of cache?.values() ?? []) {
    if (entry.payload) await closeDatabase(entry.payload).catch(() => undefined)
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Drains `server` and exits the process (0 when done, 1 past the deadline). */
export async function shutDown(
  server: Server,
  drain: Drain,
  signal: string,
  delayMs: number,
): Promise<void> {
  if (drain.draining) return
  drain.draining = true
  console.log(
    `> ${signal}: draining ${drain.inFlight} in-flight request(s), closing in ${delayMs} ms`,
  )
  // Whatever hangs below (a database pool, a live socket), the process ends: a supervisor
  // waiting for it would otherwise wait forever.
  setTimeout(
    () => {
      console.error('> Shutdown took too long: exiting')
      process.exit(1)
    },
    delayMs + SHUTDOWN_GRACE_MS + SHUTDOWN_CLOSE_MS,
  ).unref()
  // Live clients reconnect (with backoff) to another instance at once instead of at the end.
  const liveClosed = registeredLiveServer()
    ?.close()
    .catch(() => undefined)
  // Still accepting: what was sent before the balancer saw /readyz fail is served, not reset.
  if (delayMs > 0) await pause(delayMs)
  server.close()
  server.closeIdleConnections()
  const deadline = Date.now() + SHUTDOWN_GRACE_MS
  while (drain.inFlight > 0 && Date.now() < deadline) {
    await pause(DRAIN_POLL_MS)
    server.closeIdleConnections()
  }
  server.closeAllConnections()
  await liveClosed
  await closeDatabases()
  // Another instance runs the jobs from its next tick.
  await closeJobsLease()
  console.log('> Stopped')
  process.exit(0)
}

/** SIGTERM drains after `termDelayMs` (SHUTDOWN_DELAY_MS); SIGINT (Ctrl-C) at once. */
export function shutDownOnSignals(server: Server, drain: Drain, termDelayMs: number): void {
  process.on('SIGTERM', () => void shutDown(server, drain, 'SIGTERM', termDelayMs))
  process.on('SIGINT', () => void shutDown(server, drain, 'SIGINT', 0))
}
