/**
 * Next's own request handling on HOST:PORT, plus what Next cannot do: the live channel's
 * WebSocket upgrades, the client's address behind trusted proxies, refusals of requests Next would
 * fail on (or read in full first), and draining on SIGTERM.
 */
import { createServer, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'

import next from 'next'

import { assertMigrated } from './cms/prepared-database'
import { assertSiteUrl, ConfigError, parseEnv, resolvePayloadSecret } from './config/env'
import { keepDataPrivate } from './config/private-folder'
import { logger } from './lib/logger'
import { observeRequest } from './observability/requests'
import { proxyTrust, stampClientAddress } from './security/forwarded'
import { securityHeaders } from './security/headers'
import { payloadSigningKey } from './security/session-token'
import { adoptBuiltNextConfig } from './server/built-next-config'
import { type Drain, drainOnSignals } from './server/drain'
import { discardBody, refusal } from './server/refusals'
import { routeUpgrades } from './server/upgrades'

/** Longer than a balancer's usual 60 s, so the balancer closes an idle connection first. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

/**
 * A cached redirect's Location is sent twice, which clients join into "/a, /a"
 * (https://github.com/vercel/next.js/issues/82117): the second is not added.
 */
function keepOneLocation(res: ServerResponse): void {
  const append = res.appendHeader.bind(res)
  res.appendHeader = (name, value) =>
    name.toLowerCase() === 'location' && res.hasHeader('location') ? res : append(name, value)
}

/** Starts Next and the server on HOST:PORT; resolves once it listens. */
export async function startServer(): Promise<void> {
  const env = parseEnv()
  assertSiteUrl(env)
  await assertMigrated(env)
  keepDataPrivate(env)
  const dev = env.NODE_ENV !== 'production'
  // A built app starts from the config its build resolved, as Next's standalone server does.
  if (!dev) adoptBuiltNextConfig(process.cwd())
  // The name Next builds its rewrites' URLs from; any other is taken for an external host.
  const app = next({ dev, hostname: 'localhost', port: env.PORT, dir: process.cwd() })
  const handle = app.getRequestHandler()
  await app.prepare()
  // Next would end every upgrade but its hot reload's (vercel/next.js#50461): ours routes them.
  Object.assign(app, { didWebSocketSetup: true })

  const trust = proxyTrust(env.TRUSTED_PROXIES)
  const signingKey = payloadSigningKey(resolvePayloadSecret(env))
  const drain: Drain = { draining: false }
  const security = securityHeaders({ dev })
  const server = createServer((req, res) => {
    observeRequest(req, res)
    const refused = refusal(req, drain, signingKey)
    if (refused) {
      res.writeHead(refused.status, { ...security, ...refused.headers }).end(refused.body)
      discardBody(req)
      return
    }
    stampClientAddress(req, trust)
    if (drain.draining) res.setHeader('connection', 'close')
    keepOneLocation(res)
    void handle(req, res)
  })
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  routeUpgrades(server, {
    trust,
    draining: () => drain.draining,
    nextUpgrade: dev ? app.getUpgradeHandler() : undefined,
  })
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve))
  logger.info(`> Ready on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`)
  drainOnSignals(server, drain, env.SHUTDOWN_DELAY_MS)
}

// Run directly (`node dist/server.mjs`) or from scripts/app/start.ts, bundled into dist/start.mjs
// under that entry's URL: its own name is checked too, or `npm start` would start a second server.
const runDirectly =
  process.argv[1] &&
  /\/server\.(ts|mjs)$/.test(import.meta.url) &&
  import.meta.url === pathToFileURL(process.argv[1]).href
if (runDirectly) {
  startServer().catch((error: unknown) => {
    if (error instanceof ConfigError) logger.fatal(`Configuration error: ${error.message}`)
    else logger.fatal({ err: error }, 'Server failed to start')
    process.exit(1)
  })
}
