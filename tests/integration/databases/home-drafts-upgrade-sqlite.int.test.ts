/**
 * Upgrading a SQLite database with a home page to the home global with drafts (migration
 * `home_drafts`): the page reads as before, published, with its first version.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { closeDatabase } from '@/cms/database-lifecycle'

import { removeDataDir } from '../../helpers/db-scenario'
import { homeDraftsUpgradeScenario, payloadBeforeHomeDrafts } from '../../helpers/home-upgrade'

describe('home drafts upgrade (SQLite)', () => {
  let payload: Payload
  let dataDir: string
  let rest: () => Promise<void>
  beforeAll(async () => {
    ;({ payload, dataDir, rest } = await payloadBeforeHomeDrafts())
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
  })

  it('keeps the home page as it was: published, with its first version', () =>
    homeDraftsUpgradeScenario(payload, rest))
})
