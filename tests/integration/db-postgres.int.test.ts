import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '@/cms/database-lifecycle'

import {
  localizedPublishScenario,
  payloadFor,
  privateCollectionsScenario,
  removeDataDir,
} from '../helpers/db-scenario'
import { startPostgres, type TestPostgres } from '../helpers/postgres'
import { seedScenario } from '../helpers/seed-scenario'

describe('PostgreSQL (real server started by the test)', () => {
  let pg: TestPostgres
  let payload: Payload
  let dataDir: string
  beforeAll(async () => {
    pg = await startPostgres()
    ;({ payload, dataDir } = await payloadFor(pg.url))
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
    pg?.stop()
  })

  it('uses the PostgreSQL adapter', () => {
    expect(payload.db.name).toBe('postgres')
  })
  it('localizes, falls back, publishes and finds by slug', () => localizedPublishScenario(payload))
  it('keeps private collections private', () => privateCollectionsScenario(payload))
  it('seeds the demo content once (idempotent)', () => seedScenario(payload))
})
