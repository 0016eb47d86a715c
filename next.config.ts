import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { NEXT_CACHE_MAX_BYTES } from './src/config/constants'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Another build directory lets two builds (e.g. parallel work, tests) coexist in one checkout.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  cacheMaxMemorySize: NEXT_CACHE_MAX_BYTES,
  experimental: {
    // Routes load on their first request, not all at start: the server answers sooner after
    // launch and holds only what it serves (the admin's large chunks stay out of a site-only
    // process). See Next's memory-usage guide, "Preloading Entries".
    preloadEntriesOnStart: false,
  },
  // Head tags (canonical, hreflang, og) go in <head> for every client, not streamed into <body>:
  // crawlers and the language switcher read them there.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // The dev server is reached as 127.0.0.1 as well as localhost; Next blocks its dev resources
  // (hot reload socket, chunks) for origins it does not know.
  allowedDevOrigins: ['127.0.0.1'],
  images: { unoptimized: false, localPatterns: [{ pathname: '/api/media/file/**' }] },
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'pg'],
  // `npm test` runs tsc over the whole project; skipping it here keeps builds fast on 2 cores.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
