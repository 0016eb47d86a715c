/**
 * Where the live channel is found: Next's bundle opens it (instrumentation), the custom server
 * (outside the bundle) hands it WebSocket upgrades. Imports almost nothing, so server.ts stays light.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

import { peekProcessSingleton, processSingleton } from '@/lib/process-singleton'

export type LiveServer = {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  close(): Promise<void>
}

/** Opens this process's live channel, once. */
export function registerLiveServer(create: () => LiveServer): LiveServer {
  return processSingleton('live-server', create)
}

/** The live channel, once Next has opened it. */
export function registeredLiveServer(): LiveServer | undefined {
  return peekProcessSingleton<LiveServer>('live-server')
}
