/**
 * The server: Next's own request handling on HOST:PORT, plus what Next cannot do itself. It hands
 * the GraphQL live channel's WebSocket upgrades to the channel (Next would end them:
 * https://github.com/vercel/next.js/issues/50461), records the client's address as the trusted
 * proxies give it, refuses from their head requests Next or Payload would fail on (or read in
 * full first), and drains on SIGTERM.
 * Started by `npm start` (scripts/app/start.ts), `npm run dev` and the tests.
 */
import { createServer, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'

import next from 'next'

import { assertSiteUrl, ConfigError, parseEnv, resolvePayloadSecret } from './config/env'
import { keepDataPrivate } from './config/private-folder'
import { proxyTrust } from './security/forwarded'
import { securityHeaders } from './security/headers'
import { payloadSigningKey } from './security/session-token'
import { adoptBuiltNextConfig } from './server/built-next-config'
import { stampClientAddress } from './server/client-address'
import { drainOnSignals, newDrain } from './server/drain'
import { discardBody, refusal } from './server/refusals'
import { routeUpgrades } from './server/upgrades'

/**
 * How long an idle keep-alive connection stays open: longer than the usual 60 s idle timeout of a
 * balancer in front, so the balancer closes an idle connection first, never this server under a
 * request the balancer has just sent on it.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

/**
 * A redirect Next renders into its cache is sent with its Location twice (set, then appended
 * again from the cache entry: https://github.com/vercel/next.js/issues/82117); a proxy or client
 * that joins repeated headers then reads "/a, /a". The second, identical one is not added.
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
  keepDataPrivate(env)
  const dev = env.NODE_ENV !== 'production'
  // A built app starts from the config its build resolved, as Next's standalone server does.
  if (!dev) adoptBuiltNextConfig(process.cwd())
  // Next builds its internal URLs (the locale proxy's rewrites) from this name; it must be the one
  // the proxy sees, or a rewrite is taken for an external one. The socket still listens on HOST.
  const app = next({ dev, hostname: 'localhost', port: env.PORT, dir: process.cwd() })
  const handle = app.getRequestHandler()
  await app.prepare()
  // Next adds its own 'upgrade' listener on the first request and ends every socket that is not
  // its hot reload's (https://github.com/vercel/next.js/issues/50461): ./server/upgrades.ts routes
  // upgrades instead.
  Object.assign(app, { didWebSocketSetup: true })

  const trust = proxyTrust(env.TRUSTED_PROXIES)
  const signingKey = payloadSigningKey(resolvePayloadSecret(env))
  const drain = newDrain()
  const security = securityHeaders({ dev })
  const server = createServer((req, res) => {
    const refused = refusal(req, drain, signingKey)
    if (refused) {
      res.writeHead(refused.status, { ...security, ...refused.headers }).end(refused.body)
      discardBody(req)
      return
    }
    stampClientAddress(req, trust)
    // While draining, each answer asks its client to go elsewhere for the next one.
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
  console.log(`> Ready on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`)
  drainOnSignals(server, drain, env.SHUTDOWN_DELAY_MS)
}

// Run directly (`tsx src/server.ts`, `node dist/server.mjs`) as well as from scripts/app/start.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
    else console.error('Server failed to start:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
