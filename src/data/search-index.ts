import 'server-only'

import { expireThroughOwnServer } from '@/cms/hooks/page-cache-sync'
import { SEARCH_INDEX_TAG } from '@/config/cache-tags'
import { payloadClient } from '@/data/payload'
import { liveBus } from '@/events/bus'
import { logError } from '@/lib/logger'
import { processRegistry } from '@/lib/process-registry'
import { SearchService } from '@/search/service'

const content = processRegistry('content')

/**
 * This process's search service. Next bundles server code into several copies (pages, route
 * handlers, the GraphQL route, instrumentation), so the one instance lives in the process's
 * content registry, beside the bus it follows.
 */
export function searchService(): SearchService {
  return content.once(
    'search',
    () =>
      new SearchService({
        payload: payloadClient,
        bus: liveBus(),
        log: logError,
        onChange: () =>
          void expireThroughOwnServer([SEARCH_INDEX_TAG]).catch((error: unknown) =>
            logError(`page cache: ${SEARCH_INDEX_TAG} not expired`, error),
          ),
      }),
  )
}
