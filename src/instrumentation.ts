/**
 * Runs once when the Next server starts. At once: subscribes the page caches, the vanity links
 * and the hidden pages to content changes on every instance (the bus), which the first request
 * may need. After the server's first answer (src/lib/first-answer.ts; a visitor's first page
 * should not wait for them): opens the live channel (graphql-ws, inside Next's bundle where Payload
 * and the schema live, handed to the custom server through globalThis), builds the search indexes,
 * takes up the jobs queue (callback notifications, scheduled publications).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
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
  // The query regions of /search and the press center's searches, which the custom server puts
  // into a frame of their page (src/lib/query-regions.ts); their code loads on first use.
  const { registerQueryRegion } = await import('@/lib/query-regions')
  registerQueryRegion('search', async (locale, search) =>
    (await import('@/components/search/search-region')).searchRegion(locale, search),
  )
  registerQueryRegion('news', async (locale, search) =>
    (await import('@/components/news/news-region')).newsRegion(locale, search),
  )

  // What waits for the server's first answer (see above), inside this function: the edge build
  // drops all that follows the runtime check, and with it these imports.
  const openWhenAnswered = async (): Promise<void> => {
    const [{ afterFirstAnswer, markWarmedUp }, { WAIT_FOR_FIRST_ANSWER_MS }] = await Promise.all([
      import('@/lib/first-answer'),
      import('@/config/constants'),
    ])
    // Not inside the request: the continuation runs in register's context.
    await afterFirstAnswer(WAIT_FOR_FIRST_ANSWER_MS)
    try {
      const [{ createLiveServer }, { registerLiveServer }] = await Promise.all([
        import('./graphql/live'),
        import('./graphql/live-registry'),
      ])
      registerLiveServer(createLiveServer)
      // The job crons start here, outside any request, so that jobs never run inside one
      // (src/cms/jobs/start.ts); what a stopped process left undone is taken up now (a
      // publication that came due meanwhile changes pages: done before the server says ready).
      const [{ startJobs }, { searchService }] = await Promise.all([
        import('./cms/jobs/start'),
        import('@/data/search-index'),
      ])
      await Promise.all([
        startJobs(),
        // A failure (database not reachable yet) is retried on first use.
        searchService()
          .ready()
          .catch((error: unknown) =>
            console.error('search: first build failed, retried on use', error),
          ),
      ])
    } finally {
      // /readyz says "starting" until now: a balancer sends visitors once this work is done.
      markWarmedUp()
    }
  }
  // Next awaits this function before it serves: what waits for the first answer must not be awaited.
  void openWhenAnswered().catch((error: unknown) =>
    console.error('start: deferred work failed', error),
  )
}
