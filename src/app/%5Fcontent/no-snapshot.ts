import { logError } from '@/lib/logger'
import { NO_SNAPSHOT_CACHE_CONTROL } from '@/search/snapshot-format'

/** Answers of the content database's routes when there is no snapshot to give. */
const NO_STORE = { 'cache-control': 'no-store' }

/** The database cannot be read (down, or not built yet): try again shortly. */
export function contentUnavailable(error: unknown): Response {
  logError('content database unavailable', error)
  return Response.json(
    { error: 'The content database is unavailable, please try again later.' },
    { status: 503, headers: { ...NO_STORE, 'retry-after': '5' } },
  )
}

/** No snapshot has this hash (any more: replaced, or withdrawn): the manifest names the current. */
export function snapshotNotFound(): Response {
  return Response.json(
    {
      error:
        'No content database with this hash (it was replaced or withdrawn): read /_content/manifest.json for the current one.',
    },
    { status: 404, headers: { 'cache-control': NO_SNAPSHOT_CACHE_CONTROL } },
  )
}
