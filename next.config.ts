import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

import { APPLICATION_FORM } from './src/lib/application-form'
import { headerRules } from './src/security/headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/**
 * Next's own in-memory cache of rendered pages, route answers and data (`unstable_cache`), in
 * bytes: its default, set here so that the table of caches in docs/graphql.md names a number.
 */
const NEXT_CACHE_MAX_BYTES = 50 * 1024 * 1024

const nextConfig: NextConfig = {
  // Another build directory lets two builds (e.g. parallel work, tests) coexist in one checkout.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // No ETag on pages: Next makes it by hashing a kept page's whole body on every request. Pages
  // change only on publication, and the cache in front (nginx's proxy_cache, a CDN) keeps them;
  // the content snapshots, which browsers revalidate, set their own.
  generateEtags: false,
  cacheMaxMemorySize: NEXT_CACHE_MAX_BYTES,
  experimental: {
    // Routes load on their first request, not all at start: the server answers sooner after
    // launch and holds only what it serves (the admin's large chunks stay out of a site-only
    // process). See Next's memory-usage guide, "Preloading Entries".
    preloadEntriesOnStart: false,
    // Rendered pages and data are kept in memory only: a restarted process starts from the
    // database, never from a page a content change has since expired (Next keeps the expired
    // tags in memory only).
    isrFlushToDisk: false,
    // The application form posted without JavaScript carries a CV of up to 5 MB (its route
    // handler, which the form uses with JavaScript, bounds its body itself).
    serverActions: { bodySizeLimit: APPLICATION_FORM.maxBodyBytes },
    // Production builds keep no Turbopack cache on disk: most are made once per checkout (a
    // deploy, `npm start` on a fresh machine, the suite's clean clone), where writing it is work
    // that nothing reads. The dev server keeps its own.
    turbopackFileSystemCacheForBuild: false,
  },
  // Head tags (canonical, hreflang, og) go in <head> for every client, not streamed into <body>:
  // crawlers and the language switcher read them there.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // The dev server is reached as 127.0.0.1 as well as localhost; Next blocks its dev resources
  // (hot reload socket, chunks) for origins it does not know.
  allowedDevOrigins: ['127.0.0.1'],
  images: { unoptimized: false, localPatterns: [{ pathname: '/api/media/file/**' }] },
  // prom-client is loaded by name, as by the server's entry: one registry per process
  // (src/observability/metrics.ts). pdfkit stays out of the bundle with the metrics of its 14
  // standard fonts, which the bio PDF (src/data/bio-pdf) never draws with.
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'pg', 'prom-client', 'pdfkit'],
  // `npm test` runs tsc over the whole project; skipping it here keeps builds fast on 2 cores.
  typescript: { ignoreBuildErrors: true },
}

/**
 * Payload's wrapper asks for the visitor's colour scheme on every route (Accept-CH, Vary and
 * Critical-CH: Sec-CH-Prefers-Color-Scheme on '/:path*') so that its admin renders in the right
 * theme at once. On the public site, which has one scheme, Critical-CH makes Chromium drop a first
 * visit's answer and ask again with the hint (an internal 307 to the same address): one more round
 * trip on every visitor's first page, which Lighthouse counts as a redirect (650–800 ms on its
 * simulated mobile network). Its entry is kept for the admin only
 * (https://github.com/payloadcms/payload/issues/17906).
 */
function colourSchemeHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    headers: async () =>
      (await headers()).map((entry) =>
        entry.source === '/:path*' && entry.headers.some(({ key }) => key === 'Critical-CH')
          ? { ...entry, source: '/admin/:path*' }
          : entry,
      ),
  }
}

export default (phase: string): NextConfig =>
  colourSchemeHintsForAdminOnly(
    withPayload(
      withNextIntl({
        ...nextConfig,
        // Security headers, and the cache lifetime of pages (src/security/headers.ts).
        headers: async () => headerRules({ dev: phase === PHASE_DEVELOPMENT_SERVER }),
      }),
      { devBundleServerPackages: false },
    ),
  )
