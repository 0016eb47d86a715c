/**
 * Where the live channel is found: Next's bundle opens it (instrumentation), the custom server
 * (outside the bundle) hands it WebSocket upgrades. Imports nothing, so server.ts stays light.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

export type LiveServer = {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  close(): Promise<void>
}

const KEY = Symbol.for('collegium.live-server')
type Holder = { [KEY]?: LiveServer }

export function registerLiveServer(create: () => LiveServer): LiveServer {
  const holder = globalThis as Holder
  holder[KEY] ??= create()
  return holder[KEY]
}

/** The live channel, once Next has opened it. */
export function registeredLiveServer(): LiveServer | undefined {
  return (globalThis as Holder)[KEY]
}
