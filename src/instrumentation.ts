/**
 * Runs once when the Next server starts: opens the live channel (graphql-ws) inside Next's bundle,
 * where Payload and the schema live, and hands it to the custom server through globalThis.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ createLiveServer }, { registerLiveServer }] = await Promise.all([
    import('./graphql/live'),
    import('./graphql/live-registry'),
  ])
  registerLiveServer(createLiveServer)
}
