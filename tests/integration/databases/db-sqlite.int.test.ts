import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '@/cms/database-lifecycle'

import {
  inboxOnlyScenario,
  localizedPublishScenario,
  payloadFor,
  privateCollectionsScenario,
  removeDataDir,
} from '../../helpers/db-scenario'
import {
  preparedScenario,
  reseedScenario,
  SEED_TEST_TIMEOUT_MS,
  seedScenario,
} from '../../helpers/seed-scenario'

describe('SQLite (embedded)', () => {
  let payload: Payload
  let dataDir: string
  beforeAll(async () => {
    ;({ payload, dataDir } = await payloadFor())
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
  })

  it('uses the SQLite adapter', () => {
    expect(payload.db.name).toBe('sqlite')
  })
  it('localizes, falls back, publishes and finds by slug', () => localizedPublishScenario(payload))
  it('keeps private collections private', () => privateCollectionsScenario(payload))
  it("keeps callback requests the inbox role's alone", () => inboxOnlyScenario(payload))
  it('seeds the demo content once (idempotent)', () => seedScenario(payload), SEED_TEST_TIMEOUT_MS)
  it('rebuilds the demo content with --reset', () => reseedScenario(payload), SEED_TEST_TIMEOUT_MS)
  it('needs no bootstrap once seeded, as npm start reads it', () => preparedScenario(payload))
})
