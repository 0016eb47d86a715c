import 'server-only'

import type { Payload } from 'payload'

/**
 * Payload and the config, imported on first use rather than with a page's module: a page Next
 * serves from its cache never loads them, and the server's first answer comes sooner.
 */
const payloadModules = () => import('./payload-modules')

/** The Payload instance of this server (Local API). Pages reach it only through `src/data`. */
export async function payloadClient(): Promise<Payload> {
  const { config, getPayload } = await payloadModules()
  return getPayload({ config })
}

/** Loads Payload's code without starting it (no database is asked). */
export async function loadPayloadCode(): Promise<void> {
  await payloadModules()
}
