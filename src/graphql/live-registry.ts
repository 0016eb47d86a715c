/**
 * Where the live channel is found: Next's bundle opens it (src/instrumentation.ts), the server's
 * entry (outside the bundle) hands it WebSocket upgrades and closes it on shutdown, and an upgrade
 * that comes before it opens waits for it.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

import { processRegistry } from '@/lib/process-registry'
import { processSignal } from '@/lib/process-signal'

export type LiveServer = {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  close(): Promise<void>
}

// The entry and instrumentation are different copies of this module (esbuild's and Next's
// bundle): the channel is handed over in the process's GraphQL registry.
const liveServer = processSignal<LiveServer>(processRegistry('graphql'), 'live-server')

/** Opens this process's live channel, once. */
export function registerLiveServer(create: () => LiveServer): LiveServer {
  const open = liveServer.value()
  if (open) return open
  const created = create()
  liveServer.give(created)
  return created
}

/** The live channel, if Next has opened it. */
export function openedLiveServer(): LiveServer | undefined {
  return liveServer.value()
}

/** The live channel once Next has opened it, or undefined if it has not within `withinMs`. */
export function liveServerOpened(withinMs: number): Promise<LiveServer | undefined> {
  return liveServer.within(withinMs)
}
