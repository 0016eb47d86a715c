import 'server-only'

import { payloadClient } from '@/data/payload'
import { liveBus } from '@/events/bus'
import { processSingleton } from '@/lib/process-singleton'
import { SearchService } from '@/search/service'

/**
 * This process's search service. Next bundles server code into several chunks (pages, route
 * handlers, the GraphQL route, instrumentation), so the one instance lives on globalThis.
 */
export function searchService(): SearchService {
  return processSingleton(
    'search-service',
    () =>
      new SearchService({
        payload: payloadClient,
        bus: liveBus(),
        log: (message, error) => console.error(message, error),
      }),
  )
}
