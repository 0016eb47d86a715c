import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { GRAPHQL_PATH } from '@/config/constants'
import { registerLiveServer } from '@/graphql/live-registry'
import { CLIENT_IP_HEADER } from '@/lib/client-ip'
import { routeUpgrades } from './upgrades'

let close: (() => void) | undefined
afterEach(() => close?.())

/** Who took an upgrade: the live channel, Next's hot reload, or nobody (the status refused). */
const taken: string[] = []
/** Opens the process's live channel (in the server: after its first answer). */
const openLiveChannel = () =>
  registerLiveServer(() => ({
    handleUpgrade: (req, socket) => {
      taken.push(`live ${String(req.headers[CLIENT_IP_HEADER])}`)
      socket.end('HTTP/1.1 101 Switching Protocols\r\nConnection: close\r\n\r\n')
    },
    close: async () => undefined,
  }))

/** Asks a real server routed by `routeUpgrades` to upgrade `path`; resolves with the status. */
async function upgrade(path: string, options: { draining?: boolean; dev?: boolean } = {}) {
  const server = createServer()
  routeUpgrades(server, {
    trust: () => false,
    draining: () => options.draining ?? false,
    nextUpgrade: options.dev
      ? async (_req, socket) => {
          taken.push('next')
          socket.end('HTTP/1.1 101 Switching Protocols\r\nConnection: close\r\n\r\n')
        }
      : undefined,
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  const { port } = server.address() as AddressInfo
  return new Promise<number>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      headers: { connection: 'upgrade', upgrade: 'websocket' },
    })
    req.on('upgrade', (res, socket) => {
      socket.destroy()
      resolve(res.statusCode ?? 0)
    })
    req.on('response', (res) => resolve(res.statusCode ?? 0))
    req.on('error', reject)
    req.end()
  })
}

describe('routing upgrades', () => {
  // First: the channel is not open yet.
  it('holds a /graphql upgrade that comes before the live channel opens, and hands it over then', async () => {
    taken.length = 0
    const status = upgrade(GRAPHQL_PATH)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(taken).toEqual([])
    openLiveChannel()
    expect(await status).toBe(101)
    expect(taken).toEqual(['live 127.0.0.1'])
  })

  it('hands /graphql to the live channel, with the client’s address recorded', async () => {
    taken.length = 0
    expect(await upgrade(`${GRAPHQL_PATH}?x=1`)).toBe(101)
    expect(taken).toEqual(['live 127.0.0.1'])
  })

  it('refuses the live channel while draining, and other paths outside development', async () => {
    taken.length = 0
    expect(await upgrade(GRAPHQL_PATH, { draining: true })).toBe(503)
    close?.()
    expect(await upgrade('/_next/webpack-hmr')).toBe(503)
    expect(taken).toEqual([])
  })

  it('hands other paths to Next’s hot reload in development, never /graphql', async () => {
    taken.length = 0
    expect(await upgrade('/_next/webpack-hmr', { dev: true })).toBe(101)
    close?.()
    expect(await upgrade(GRAPHQL_PATH, { dev: true, draining: true })).toBe(503)
    expect(taken).toEqual(['next'])
  })
})
