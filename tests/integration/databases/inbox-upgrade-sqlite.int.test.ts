/**
 * Upgrading a SQLite database with staff to callback requests for the inbox role alone
 * (migration `inbox_for_admins`): admins keep seeing them, editors no longer do.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { closeDatabase } from '@/cms/database-lifecycle'

import { removeDataDir } from '../../helpers/db-scenario'
import { inboxUpgradeScenario, payloadBeforeInboxRole } from '../../helpers/inbox-upgrade'

describe('inbox role upgrade (SQLite)', () => {
  let payload: Payload
  let dataDir: string
  let rest: () => Promise<void>
  beforeAll(async () => {
    ;({ payload, dataDir, rest } = await payloadBeforeInboxRole())
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
  })

  it('gives existing admins the inbox role, not editors', () => inboxUpgradeScenario(payload, rest))
})
