import 'server-only'

import type { Payload } from 'payload'

/**
 * The Payload instance of this server (Local API). Pages reach it only through `src/data`.
 * Payload and the config are imported on the first call, not with the page's module: a
 * pre-rendered page served from its copy never loads them, and the server's first answer comes
 * sooner (docs/benchmarks.md, start).
 */
export async function payloadClient(): Promise<Payload> {
  const [{ default: config }, { getPayload }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
  ])
  return getPayload({ config })
}
