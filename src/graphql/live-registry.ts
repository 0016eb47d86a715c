/**
 * Where the live channel is found: Next's bundle opens it (instrumentation, after the server's
 * first answer), the custom server (outside the bundle) hands it WebSocket upgrades, and an upgrade
 * that comes before it opens waits for it. Imports almost nothing, so server.ts stays light.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

import { processSingleton } from '@/lib/process-singleton'

export type LiveServer = {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  close(): Promise<void>
}

type Slot = { server?: LiveServer; opened: Promise<LiveServer>; open: (server: LiveServer) => void }

const slot = () =>
  processSingleton<Slot>('live-server', () => {
    let open: (server: LiveServer) => void = () => {}
    const opened = new Promise<LiveServer>((resolve) => {
      open = resolve
    })
    return { opened, open }
  })

/** Opens this process's live channel, once. */
export function registerLiveServer(create: () => LiveServer): LiveServer {
  const live = slot()
  if (!live.server) {
    live.server = create()
    live.open(live.server)
  }
  return live.server
}

/** The live channel, once Next has opened it. */
export function registeredLiveServer(): LiveServer | undefined {
  return slot().server
}

/** The live channel once Next has opened it, or undefined if it has not within `withinMs`. */
export function liveServerOpened(withinMs: number): Promise<LiveServer | undefined> {
  return Promise.race([
    slot().opened,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), withinMs).unref()),
  ])
}
