import 'server-only'

import { payloadClient } from '@/data/payload'
import { liveBus } from '@/events/bus'

import { SearchService } from '@/search/service'

const KEY = Symbol.for('collegium.search-service')
type Holder = { [KEY]?: SearchService }

/**
 * This process's search service. Next bundles server code into several chunks (pages, route
 * handlers, the GraphQL route, instrumentation), so the one instance lives on globalThis.
 */
export function searchService(): SearchService {
  const holder = globalThis as Holder
  holder[KEY] ??= new SearchService({
    payload: payloadClient,
    bus: liveBus(),
    log: (message, error) => console.error(message, error),
  })
  return holder[KEY]
}
