import type { Metadata } from 'next'

// Pre-rendered at build time like the site's cached pages, so both come from Next's cache.
export const dynamic = 'force-static'

// Never indexed; src/proxy.ts answers 404 here unless the server runs with BENCH_CEILING=1.
export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The framework's ceiling for scripts/bench/measure-pages.ts: a bare static page, outside the locale proxy
 * and the site's layout. Not a page of the site (no visitor reaches it), so its one word is not
 * in the message catalogues.
 */
export default function BenchCeiling() {
  return <p>ceiling</p>
}
