/**
 * The custom server: one process, one port, Next (site, admin, REST, GraphQL) behind a short list
 * of steps, read top to bottom. Each step answers the request or passes it on; the ones that change
 * Next's answers on their way out add an interceptor (./intercept-response.ts). Upgrades go to the
 * live channel (./upgrades.ts); signals drain the server (./shutdown.ts).
 */
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'
// Next's record of expired cache tags, which its file-system cache consults (see restoreExpiredTags).
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { markServing } from '@/cms/jobs/serving'
import { QUERY_PAGE_CACHE, SERVER_KEEP_ALIVE_TIMEOUT_MS } from '@/config/constants'
import { assertSiteUrl, parseEnv, resolvePayloadSecret } from '@/config/env'
import { restoreExpiredTags } from '@/events/expired-tags'
import { proxyTrust } from '@/security/forwarded'
import { defaultAdminToRussian } from './admin-language'
import { serveBuildFiles } from './build-files'
import { adoptBuiltNextConfig } from './built-next-config'
import { recordClientAddress } from './client-address'
import { markDraftPreviewAnswers } from './draft-preview'
import { startWaitingWorkAfterFirstAnswer } from './first-answer-step'
import { answerHealth, answerReadinessWhileDraining, hideBenchCeiling } from './health'
import { markHiddenPagesNoindex } from './hidden-page-header'
import { refuseMalformedAddress } from './malformed-address'
import { serveMediaFiles } from './media-files'
import { serveMonacoAssets } from './monaco-assets'
import { handOverToNext } from './next-handoff'
import { answerNotFoundWithSitePage, loopbackOrigin, notFoundPageFrom } from './not-found-page'
import { answerOutageWith503 } from './outage-response'
import { limitSharedCachingOfReads } from './page-cache-control'
import { answerFromPageCopy, PageResponseCache } from './page-response-cache'
import { redirectPermanentlyWith301 } from './permanent-redirect'
import { keepDataPrivate } from './private-data'
import { answerSearchesFromFrames, queryFramesFrom } from './query-region-step'
import { handleWithSteps } from './request-steps'
import { guardRest } from './rest-guard'
import { setSecurityHeaders } from './security-step'
import { markSessionAnswers, serveServiceWorker } from './service-worker'
import { payloadSigningKey } from './session-token'
import { countInFlight, newDrain, shutDownOnSignals } from './shutdown'
import { routeUpgrades } from './upgrades'
import { answerVanityRedirects } from './vanity-redirect'

/** Starts Next and the server on HOST:PORT; resolves once it listens. */
export async function startServer(): Promise<void> {
  const env = parseEnv()
  assertSiteUrl(env)
  keepDataPrivate(env)
  // This process runs the jobs queue (mail); scripts that load Payload do not.
  markServing()
  const dev = env.NODE_ENV !== 'production'
  // Next builds its internal URLs (proxy rewrites) from this name; it must match what the proxy
  // sees, or a locale rewrite is taken for an external one. The socket still listens on HOST.
  // A built app starts from the config its build resolved, without transpiling next.config.ts.
  if (!dev) adoptBuiltNextConfig(process.cwd())
  // Content changes heard by earlier processes on this build: pages they cached before a change
  // are rendered anew, not served as they were (src/events/expired-tags.ts).
  restoreExpiredTags(tagsManifest)
  const app = next({ dev, hostname: 'localhost', port: env.PORT, dir: process.cwd() })
  const handle = app.getRequestHandler()
  await app.prepare()
  // Next would add its own 'upgrade' listener to this server on the first request, and it ends
  // every socket that is not its hot reload's, our live channel's included
  // (https://github.com/vercel/next.js/issues/50461). Upgrades are routed by ./upgrades.ts instead
  // (Next's handler still gets its own in development).
  Object.assign(app, { didWebSocketSetup: true })

  const drain = newDrain()
  const trust = proxyTrust(env.TRUSTED_PROXIES)
  // This server's own address, where it fetches the site's 404 page and the query pages' frames.
  const ownOrigin = loopbackOrigin(env.HOST, env.PORT)
  const notFoundPage = notFoundPageFrom(ownOrigin)
  const server = createServer(
    handleWithSteps([
      countInFlight(drain),
      // The search indexes, the jobs and the live channel start once the first answer is sent.
      startWaitingWorkAfterFirstAnswer(),
      recordClientAddress(trust),
      redirectPermanentlyWith301,
      limitSharedCachingOfReads,
      setSecurityHeaders({ siteUrl: env.siteUrl, trust, dev }),
      refuseMalformedAddress(notFoundPage),
      // The build's scripts and style sheets in the compressed copies the build made.
      serveBuildFiles(),
      guardRest(payloadSigningKey(resolvePayloadSecret(env))),
      // The media library's files from disk, with validators (Payload sends none).
      serveMediaFiles(path.join(env.dataDir, 'media')),
      serveMonacoAssets,
      defaultAdminToRussian,
      serveServiceWorker(),
      markSessionAnswers,
      markDraftPreviewAnswers,
      // The benchmark's bare page exists in every build; only a benchmark run switches it on.
      hideBenchCeiling(env.BENCH_CEILING),
      answerHealth(Date.now()),
      answerReadinessWhileDraining(() => drain.draining),
      answerVanityRedirects(),
      markHiddenPagesNoindex(),
      answerNotFoundWithSitePage(notFoundPage),
      answerFromPageCopy(new PageResponseCache(), new PageResponseCache(QUERY_PAGE_CACHE)),
      // A search never seen before: its page's frame with the query's part, no React render.
      answerSearchesFromFrames(queryFramesFrom(ownOrigin)),
      answerOutageWith503,
      handOverToNext(handle),
    ]),
  )
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_TIMEOUT_MS
  routeUpgrades(server, {
    trust,
    draining: () => drain.draining,
    nextUpgrade: dev ? app.getUpgradeHandler() : undefined,
  })

  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve))
  console.log(`> Ready on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`)
  if (!env.SITE_URL && !dev) {
    console.log(`> SITE_URL is not set: links and mail name ${env.siteUrl} (set it when deploying)`)
  }
  shutDownOnSignals(server, drain, env.SHUTDOWN_DELAY_MS)
}
