/**
 * Runs once when the Next server starts: opens the live channel (graphql-ws) inside Next's bundle,
 * where Payload and the schema live, and hands it to the custom server through globalThis; starts
 * building the search indexes; subscribes the page caches to content changes on every instance;
 * takes up the jobs queue (callback notifications).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ createLiveServer }, { registerLiveServer }] = await Promise.all([
    import('./graphql/live'),
    import('./graphql/live-registry'),
  ])
  registerLiveServer(createLiveServer)
  // The search indexes and content snapshot are built now rather than on the first search; a
  // failure (database not reachable yet) is retried on first use.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { searchService } = await import('@/data/search-index')
    searchService()
      .ready()
      .catch((error: unknown) => console.error('search: first build failed, retried on use', error))
    // Pages cached by this instance follow content changes made on any instance (the bus).
    const [{ followContentChanges }, { liveBus }] = await Promise.all([
      import('./cms/hooks/page-cache-sync'),
      import('@/events/bus'),
    ])
    followContentChanges(liveBus())
    // Vanity links are answered by the custom server from a table kept here, which follows the
    // redirects and practices changed on any instance (the bus).
    const { findVanityRedirect, followRedirectChanges } = await import('@/data/vanity-redirects')
    const { registerVanityFinder } = await import('@/lib/vanity-redirects')
    followRedirectChanges(liveBus())
    registerVanityFinder(findVanityRedirect)
    // So is the noindex header of CMS pages marked "not ready".
    const { isPageHidden, followPageChanges } = await import('@/data/hidden-pages')
    const { registerHiddenPageCheck } = await import('@/lib/hidden-pages')
    followPageChanges(liveBus())
    registerHiddenPageCheck(isPageHidden)
    // The job crons (callback mail, scheduled publications) start here, outside any request, so
    // that jobs never run inside one (src/cms/jobs/start.ts); what a stopped process left undone
    // is taken up now.
    const { startJobs } = await import('./cms/jobs/start')
    startJobs()
  }
}
