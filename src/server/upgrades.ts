/**
 * WebSocket upgrades: the live channel (graphql-ws) on /graphql, which Next's bundle opens
 * (src/instrumentation.ts; an upgrade that comes before it waits for it, at most
 * LIVE_CHANNEL_OPEN_WAIT_MS), and in development hot reload's socket, which goes to Next. Anything
 * else, or the live channel while draining, is refused with a 503.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'

import { GRAPHQL_PATH } from '@/config/constants'
import { liveServerOpened } from '@/graphql/live-registry'
import type { ProxyTrust } from '@/security/forwarded'

import { stampClientAddress } from './client-address'

/** A WebSocket upgrade that comes before the live channel opens waits this long for it, then 503. */
const LIVE_CHANNEL_OPEN_WAIT_MS = 10_000

/** Next's upgrade handler (development only). */
type NextUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>

/** Routes `server`'s upgrades: the live channel unless `draining()`, else Next's hot reload. */
export function routeUpgrades(
  server: Server,
  options: { trust: ProxyTrust; draining: () => boolean; nextUpgrade?: NextUpgrade },
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
