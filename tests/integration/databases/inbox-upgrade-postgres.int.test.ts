/**
 * Upgrading a PostgreSQL database with staff to callback requests for the inbox role alone
 * (migrations `callback_inbox_role`, the enum's new value, and `inbox_for_admins`): admins keep
 * seeing them, editors no longer do.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { closeDatabase } from '@/cms/database-lifecycle'

import { startPostgres, type TestPostgres } from '../../../support/postgres'
import { removeDataDir } from '../../helpers/db-scenario'
import { inboxUpgradeScenario, payloadBeforeInboxRole } from '../../helpers/inbox-upgrade'

describe('inbox role upgrade (PostgreSQL, real server started by the test)', () => {
  let pg: TestPostgres
  let payload: Payload
  let dataDir: string
  let rest: () => Promise<void>
  beforeAll(async () => {
    pg = await startPostgres()
    ;({ payload, dataDir, rest } = await payloadBeforeInboxRole(pg.url))
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
    pg?.stop()
  })

  it('gives existing admins the inbox role, not editors', () => inboxUpgradeScenario(payload, rest))
})
