import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase } from '@/cms/database-lifecycle'
import type { SearchService } from '@/search/service'
import { startPostgres, type TestPostgres } from '../../../support/postgres'
import {
  inboxOnlyScenario,
  localizedPublishScenario,
  payloadFor,
  privateCollectionsScenario,
  removeDataDir,
} from '../../helpers/db-scenario'
import { eventually } from '../../helpers/eventually'
import { preparedScenario, SEED_TEST_TIMEOUT_MS, seedScenario } from '../../helpers/seed-scenario'

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
  it("keeps callback requests the inbox role's alone", () => inboxOnlyScenario(payload))
  it('seeds the demo content once (idempotent)', () => seedScenario(payload), SEED_TEST_TIMEOUT_MS)
  it('needs no bootstrap once seeded, as npm start reads it', () => preparedScenario(payload))

  it('the search indexes of two instances follow a publish and a delete (LISTEN/NOTIFY)', async () => {
    const [{ PostgresBus, closeLiveBus }, { SearchService }] = await Promise.all([
      import('../../../src/events/bus'),
      import('@/search/service'),
    ])
    // Two instances: each its own bus connection and index, one database.
    const buses = [new PostgresBus(pg.url), new PostgresBus(pg.url)]
    const instances = buses.map((bus) => new SearchService({ payload: async () => payload, bus }))
    try {
      await Promise.all(buses.map((bus) => bus.listen()))
      await Promise.all(instances.map((instance) => instance.ready()))
      const found = async (instance: SearchService, q: string) =>
        (await instance.search('ru', { q, limit: 5, offset: 0 })).hits.map((h) => h.document.id)
      const word = 'квазиинстанция'
      // Written through the Local API as the admin would: the collection's hooks raise the event.
      const post = await payload.create({
        collection: 'posts',
        locale: 'ru',
        data: {
          title: `Новость ${word}`,
          type: 'news',
          publishedAt: '2026-11-20T10:00:00.000Z',
          _status: 'published',
        },
      })
      for (const instance of instances) {
        await eventually(async () =>
          expect(await found(instance, word)).toEqual([`posts:${post.id}`]),
        )
      }
      const hashes = await Promise.all(instances.map((instance) => instance.manifest()))
      expect(hashes[0]).toEqual(hashes[1])
      await payload.delete({ collection: 'posts', id: post.id })
      for (const instance of instances) {
        await eventually(async () => expect(await found(instance, word)).toEqual([]))
      }
    } finally {
      for (const instance of instances) instance.close()
      await Promise.all(buses.map((bus) => bus.close()))
      await closeLiveBus()
    }
  })
})
