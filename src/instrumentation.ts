/**
 * Runs once when the Next server starts. At once: lets finished renders go (src/lib/abort-reasons.ts),
 * keeps Next's two clocks together (src/lib/wall-clock.ts) and subscribes the page caches to
 * content changes on every instance (the bus). Once the server has sent its first answer, so that a
 * fresh server's first page never shares the process with it: opens the live channel (graphql-ws,
 * inside Next's bundle where Payload and the schema live; the server's entry hands it WebSocket
 * upgrades), builds the search indexes and takes up the jobs queue (callback notifications,
 * scheduled publications). Every server error Next catches is logged with its request's id
 * (onRequestError).
 */
import type { Instrumentation } from 'next'

/**
 * When no request comes, the deferred work starts this long after Next anyway: the jobs run on an
 * instance nobody visits, and an early WebSocket upgrade, which waits 10 s for the live channel
 * (src/server/upgrades.ts), gets it.
 */
const DEFERRED_START_LATEST_MS = 5_000

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Before the first render: a finished render must not keep the next in memory, and a paused
  // machine's clocks must not delay cache expiries.
  const [{ releaseAbortReasonFrames }, { keepPerformanceClockOnWallClock }] = await Promise.all([
    import('@/lib/abort-reasons'),
    import('@/lib/wall-clock'),
  ])
  releaseAbortReasonFrames()
  keepPerformanceClockOnWallClock()
  // Pages cached by this instance follow content changes made on any instance (the bus).
  const [{ followContentChanges }, { liveBus }, { collectProcessMetrics }, { logError }] =
    await Promise.all([
      import('./cms/hooks/page-cache-sync'),
      import('@/events/bus'),
      import('@/observability/metrics'),
      import('@/lib/logger'),
    ])
  followContentChanges(liveBus())
  collectProcessMetrics()

  // What can wait, inside this function: the edge build drops all that follows the runtime check,
  // and with it these imports.
  const startDeferredWork = async (): Promise<void> => {
    const [{ createLiveServer }, { registerLiveServer }, { startJobs }, { searchService }] =
      await Promise.all([
        import('./graphql/live'),
        import('./graphql/live-registry'),
        import('./cms/jobs/start'),
        import('@/data/search-index'),
      ])
    registerLiveServer(createLiveServer)
    // The job crons start here, outside any request, so that jobs never run inside one
    // (src/cms/jobs/start.ts); what a stopped process left undone is taken up now.
    await Promise.all([
      startJobs(),
      // A failure (database not reachable yet) is retried on first use; /readyz says "starting"
      // until the index is built.
      searchService()
        .ready()
        .catch((error: unknown) => logError('search: first build failed, retried on use', error)),
    ])
  }
  // Next awaits this function before it serves: the deferred work must not be awaited here.
  const { afterFirstAnswer } = await import('./events/first-answer')
  afterFirstAnswer(() => {
    startDeferredWork().catch((error: unknown) => logError('start: deferred work failed', error))
  }, DEFERRED_START_LATEST_MS)
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('@/observability/requests')
  logRequestError(error, request, context)
}
