/**
 * The custom server: one process, one port. Next (site, admin, REST, GraphQL) behind a tiny router
 * for /healthz, and a graceful shutdown that drains in-flight requests before closing the database.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'

import next from 'next'
import { CLIENT_IP_HEADER, clientAddress } from '@/lib/client-ip'
import {
  databaseRecentlyUnreachable,
  type RequestMarks,
  runWithRequestMarks,
} from '@/outage/database-outage'
import { holdDuringOutage, unavailableAs503 } from '@/server/outage-response'
import { limitSharedCaching } from '@/server/page-cache-control'
import {
  answerWithCopy,
  asksForFreshAnswer,
  keepCopyOfAnswer,
  PageResponseCache,
  pageCacheKey,
} from '@/server/page-response-cache'
import { permanentAs301 } from '@/server/permanent-redirect'
import { closeDatabase } from './cms/database-lifecycle'
import { markServing } from './cms/jobs/serving'
import {
  BENCH_CEILING_PATH,
  GRAPHQL_PATH,
  type Locale,
  MAX_PAGE_URL_BYTES,
  OUTAGE_RETRY_AFTER_SECONDS,
  SHUTDOWN_CLOSE_MS,
  SHUTDOWN_GRACE_MS,
} from './config/constants'
import { assertSiteUrl, ConfigError, parseEnv, resolvePayloadSecret } from './config/env'
import { registeredLiveServer } from './graphql/live-registry'
import { catalogue } from './i18n/catalogue'
import { loggableError } from './lib/log-redaction'
import { cameOverHttps, securityHeaders } from './security/headers'
import { serveMonacoAsset } from './server/monaco-assets'
import { keepDataPrivate } from './server/private-data'
import { refuseBadRestRequest } from './server/rest-guard'
import { payloadSigningKey } from './server/session-token'

type PayloadCache = Map<string, { payload?: Parameters<typeof closeDatabase>[0] | null }>

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

/** An encoded control character (NUL, line breaks…) in a path: never a real address of this site. */
const CONTROL_CHARACTER = /%(?:[01][0-9a-f]|7f)/i

/**
 * Why an address cannot be one of this site's, if it cannot: a control character, a broken
 * percent-escape or an encoded percent sign (which Next's router fails on with a 500), or a length
 * past what the headers of an answer to it (a redirect's Location, Next's rewrite headers) carry.
 */
function malformedAddress(url: string, path: string): 400 | 404 | 414 | undefined {
  if (path !== GRAPHQL_PATH && Buffer.byteLength(url) > MAX_PAGE_URL_BYTES) return 414
  if (CONTROL_CHARACTER.test(path)) return 400
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return 400
  }
  // An encoded percent sign (%25): no address of this site has one, and Next's router, which
  // decodes the path a second time, fails on what follows it with a 500.
  return decoded.includes('%') ? 404 : undefined
}

type PlainTexts = { title: string; text: string; home: string }

/** The texts of the minimal pages the server answers itself, in both languages. */
const PLAIN_TEXTS = {
  badRequest: (locale: Locale) => catalogue(locale).badRequest,
  notFound: (locale: Locale) => catalogue(locale).notFound,
  unavailable: (locale: Locale): PlainTexts => {
    const t = catalogue(locale).error
    return { title: t.unavailableTitle, text: t.unavailableText, home: t.home }
  },
} satisfies Record<string, (locale: Locale) => PlainTexts>

/**
 * A minimal page the server answers without Next: 400 or 414 for a malformed address, 404 for a
 * disabled one, 503 for a page that met a database outage.
 */
function plainPage(
  res: ServerResponse,
  status: 400 | 404 | 414 | 503,
  locale: Locale,
  texts: keyof typeof PLAIN_TEXTS,
): void {
  const t = PLAIN_TEXTS[texts](locale)
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  }
  if (status === 503) headers['retry-after'] = String(OUTAGE_RETRY_AFTER_SECONDS)
  res.writeHead(status, headers)
  res.end(
    `<!doctype html><html lang="${locale}"><meta charset="utf-8">` +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${t.title}</title><h1>${t.title}</h1><p>${t.text}</p>` +
      `<p><a href="${locale === 'en' ? '/en' : '/'}">${t.home}</a></p></html>`,
  )
}

/** The language of a path: English under /en, Russian otherwise. */
const localeOfPath = (path: string): Locale =>
  path === '/en' || path.startsWith('/en/') ? 'en' : 'ru'

/** Closes every Payload instance this process made (Next's bundle keeps them on a global). */
async function closeDatabases(): Promise<void> {
  const cache = (globalThis as { _payload?: PayloadCache })._payload
  for (const entry of cache?.values() ?? []) {
    if (entry.payload) await closeDatabase(entry.payload).catch(() => undefined)
  }
}

/** Records the client's address in our own header, over anything a client sent under that name. */
function recordClientAddress(req: IncomingMessage, trustedHops: number): void {
  req.headers[CLIENT_IP_HEADER] = clientAddress(
    req.socket.remoteAddress,
    req.headers['x-forwarded-for'],
    trustedHops,
  )
}

export async function startServer(): Promise<void> {
  const env = parseEnv()
  assertSiteUrl(env)
  keepDataPrivate(env)
  // This process runs the jobs queue (mail); scripts that load Payload do not.
  markServing()
  const dev = env.NODE_ENV !== 'production'
  // Next builds its internal URLs (proxy rewrites) from this name; it must match what the proxy
  // sees, or a locale rewrite is taken for an external one. The socket still listens on HOST.
  const app = next({ dev, hostname: 'localhost', port: env.PORT, dir: process.cwd() })
  const handle = app.getRequestHandler()
  await app.prepare()
  // Next would add its own 'upgrade' listener to this server on the first request, and it ends
  // every socket that is not its hot reload's, our live channel's included. Upgrades are routed
  // below instead (Next's handler still gets its own in development).
  Object.assign(app, { didWebSocketSetup: true })

  // The benchmark's bare page exists in every build; only a benchmark run switches it on.
  const benchCeiling = process.env.BENCH_CEILING === '1'
  let inFlight = 0
  let draining = false
  const startedAt = Date.now()
  const pages = new PageResponseCache()
  const sessionKey = payloadSigningKey(resolvePayloadSecret(env))

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    inFlight++
    // Next adds its own close listeners; ours makes the count pass Node's default warning limit.
    res.setMaxListeners(32)
    res.on('close', () => {
      inFlight--
    })
    if (draining) res.setHeader('connection', 'close')
    recordClientAddress(req, env.TRUST_PROXY_HOPS)
    if (req.method === 'GET' || req.method === 'HEAD') {
      permanentAs301(res)
      limitSharedCaching(res)
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    // Set before anything answers, so every response carries them (Next keeps headers already set).
    const https = cameOverHttps({
      siteUrl: env.siteUrl,
      forwardedProto: req.headers['x-forwarded-proto'],
      trustedHops: env.TRUST_PROXY_HOPS,
    })
    for (const [name, value] of Object.entries(
      securityHeaders({ path, https, dev, siteUrl: env.siteUrl }),
    )) {
      res.setHeader(name, value)
    }
    const malformed = malformedAddress(req.url ?? '/', path)
    if (malformed) {
      // A malformed address, in the language of its path (before Next would misread it).
      plainPage(res, malformed, localeOfPath(path), malformed === 404 ? 'notFound' : 'badRequest')
      return
    }
    if (refuseBadRestRequest(req, res, path, sessionKey)) return
    if (serveMonacoAsset(req, res, path)) return
    if (path === BENCH_CEILING_PATH && !benchCeiling) {
      plainPage(res, 404, 'ru', 'notFound')
      return
    }
    if (path === '/healthz') {
      json(res, 200, { status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) })
      return
    }
    if (path === '/readyz' && draining) {
      // The balancer takes this instance out of rotation while it finishes what it has.
      json(res, 503, { status: 'draining' })
      return
    }
    // A page every visitor shares, answered moments ago: sent again from memory, as a CDN would.
    const copyKey = pageCacheKey(req)
    const copy = copyKey && !asksForFreshAnswer(req) ? pages.get(copyKey) : undefined
    if (copy) {
      answerWithCopy(req, res, copy)
      return
    }
    const marks: RequestMarks = { databaseUnavailable: false }
    unavailableAs503(res, marks)
    if (copyKey) keepCopyOfAnswer(res, pages, copyKey, () => marks.databaseUnavailable)
    if ((req.method === 'GET' || req.method === 'HEAD') && databaseRecentlyUnreachable()) {
      holdDuringOutage(res, marks, (held) =>
        plainPage(held, 503, localeOfPath(path), 'unavailable'),
      )
    }
    runWithRequestMarks(marks, () => handle(req, res)).catch((error: unknown) => {
      console.error('request failed', loggableError(error))
      if (!res.headersSent) json(res, 500, { error: 'Internal Server Error' })
    })
  })
  server.keepAliveTimeout = 65_000
  // The live channel (graphql-ws) on /graphql; in development, hot reload's socket goes to Next
  // (a custom server must hand it over itself, or the page never connects and never hydrates).
  const nextUpgrade = dev ? app.getUpgradeHandler() : undefined
  server.on('upgrade', (req, socket, head) => {
    recordClientAddress(req, env.TRUST_PROXY_HOPS)
    const path = (req.url ?? '/').split('?')[0]
    const live = registeredLiveServer()
    if (path === GRAPHQL_PATH && live && !draining) {
      live.handleUpgrade(req, socket, head)
    } else if (nextUpgrade && path !== GRAPHQL_PATH) {
      nextUpgrade(req, socket, head).catch(() => socket.destroy())
    } else {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
    }
  })

  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve))
  console.log(`> Ready on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`)
  if (!env.SITE_URL && !dev) {
    console.log(`> SITE_URL is not set: links and mail name ${env.siteUrl} (set it when deploying)`)
  }

  const shutdown = async (signal: string) => {
    if (draining) return
    draining = true
    const delay = signal === 'SIGTERM' ? env.SHUTDOWN_DELAY_MS : 0
    console.log(`> ${signal}: draining ${inFlight} in-flight request(s), closing in ${delay} ms`)
    // Whatever hangs below (a database pool, a live socket), the process ends: a supervisor
    // waiting for it would otherwise wait forever.
    setTimeout(
      () => {
        console.error('> Shutdown took too long: exiting')
        process.exit(1)
      },
      delay + SHUTDOWN_GRACE_MS + SHUTDOWN_CLOSE_MS,
    ).unref()
    // Live clients reconnect (with backoff) to another instance at once instead of at the end.
    const liveClosed = registeredLiveServer()
      ?.close()
      .catch(() => undefined)
    // Still accepting: what was sent before the balancer saw /readyz fail is served, not reset.
    if (delay > 0) await new Promise((r) => setTimeout(r, delay))
    server.close()
    server.closeIdleConnections()
    const deadline = Date.now() + SHUTDOWN_GRACE_MS
    while (inFlight > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50))
      server.closeIdleConnections()
    }
    server.closeAllConnections()
    await liveClosed
    await closeDatabases()
    console.log('> Stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

// Run directly (`tsx src/server.ts`) as well as from scripts/start.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`)
    else console.error('Server failed to start:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
