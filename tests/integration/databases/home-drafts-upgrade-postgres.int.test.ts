/**
 * Upgrading a PostgreSQL database with a home page to the home global with drafts (migration
 * `home_drafts`): the page reads as before, published, with its first version.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { closeDatabase } from '@/cms/database-lifecycle'

import { startPostgres, type TestPostgres } from '../../../support/postgres'
import { removeDataDir } from '../../helpers/db-scenario'
import { homeDraftsUpgradeScenario, payloadBeforeHomeDrafts } from '../../helpers/home-upgrade'

describe('home drafts upgrade (PostgreSQL, real server started by the test)', () => {
  let pg: TestPostgres
  let payload: Payload
  let dataDir: string
  let rest: () => Promise<void>
  beforeAll(async () => {
    pg = await startPostgres()
    ;({ payload, dataDir, rest } = await payloadBeforeHomeDrafts(pg.url))
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
    pg?.stop()
  })

  it('keeps the home page as it was: published, with its first version', () =>
    homeDraftsUpgradeScenario(payload, rest))
})
