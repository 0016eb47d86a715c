import fs from 'node:fs'

import { test as base } from '@playwright/test'

import { type AppServer, snapshotOfTestData, startApp } from '../../support/app-server'

/**
 * Playwright's `test` for a file whose pages and requests go to a server of its own, started once
 * per worker on a snapshot of the test database and a copy of the build, never the e2e step's: what
 * the file changes no other file reads, so it runs beside the files that change the shared site
 * (support/e2e-projects.ts, OWN_SERVERS_FILES). `prepare` runs once the server answers, before the
 * first test.
 */
export function onOwnServer(
  name: string,
  env: Record<string, string> = {},
  prepare?: (server: AppServer) => Promise<void>,
) {
  return base.extend<object, { ownServer: AppServer }>({
    ownServer: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument's pattern; this one has none
      async ({}, use) => {
        const data = await snapshotOfTestData(`tmp/e2e-${name}-data-${process.pid}`)
        const server = await startApp({ DATA_DIR: data, ...env })
        try {
          await prepare?.(server)
          await use(server)
        } finally {
          await server.stop()
          fs.rmSync(data, { recursive: true, force: true })
        }
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.url),
  })
}
