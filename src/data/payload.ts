import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this server (Local API). Pages reach it only through `src/data`. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
