/**
 * WebSocket upgrades: the live channel on /graphql, opened by src/instrumentation.ts, and in
 * development Next's hot reload. Anything else, or the live channel while draining, is a 503.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'

import { GRAPHQL_PATH } from '@/config/constants'
import { liveServerOpened } from '@/graphql/live-registry'
import { type ProxyTrust, stampClientAddress } from '@/security/forwarded'

/** How long an upgrade that comes before the live channel opens waits for it. */
const LIVE_CHANNEL_OPEN_WAIT_MS = 10_000

/** Routes `server`'s upgrades: the live channel unless `draining()`, else Next's hot reload. */
export function routeUpgrades(
  server: Server,
  options: {
    trust: ProxyTrust
    draining: () => boolean
    /** Next's own handler, for hot reload in development. */
    nextUpgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>
  },
): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    stampClientAddress(req, options.trust)
    const path = (req.url ?? '/').split('?')[0]
    if (path === GRAPHQL_PATH) void toLiveChannel(req, socket, head, options.draining)
    else if (options.nextUpgrade)
      options.nextUpgrade(req, socket, head).catch(() => socket.destroy())
    else refuse(socket)
  })
}

async function toLiveChannel(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  draining: () => boolean,
): Promise<void> {
  const live = await liveServerOpened(LIVE_CHANNEL_OPEN_WAIT_MS)
  if (live && !draining() && !socket.destroyed) live.handleUpgrade(req, socket, head)
  else refuse(socket)
}

function refuse(socket: Duplex): void {
  socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
}
