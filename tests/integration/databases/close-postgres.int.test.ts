/**
 * Closing the database on PostgreSQL (a server's shutdown, a script's end) while work is still on
 * it: the notification run a submission started at once, and a query in flight on a pooled
 * connection. Both finish before the pool ends; neither loses its connection mid-query.
 */
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { notifySoon } from '@/callback/submit'
import { closeDatabase } from '@/cms/database-lifecycle'
import { closeLiveBus } from '@/events/bus'

import { startPostgres, type TestPostgres } from '../../../support/postgres'
import { payloadFor, removeDataDir } from '../../helpers/db-scenario'
import { eventually } from '../../helpers/eventually'

describe('closing the database on PostgreSQL', () => {
  let server: TestPostgres
  let payload: Payload | undefined
  let dataDir: string

  beforeAll(async () => {
    server = await startPostgres()
    ;({ payload, dataDir } = await payloadFor(server.url))
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    // The request's live event opened the bus's connection: closed before the server stops.
    await closeLiveBus()
    removeDataDir(dataDir)
    server?.stop()
  })

  it('waits for the notification run started at once and for a query in flight', async () => {
    const open = payload as Payload
    const check = new pg.Client({ connectionString: server.url })
    await check.connect()
    try {
      const request = await open.create({
        collection: 'callback-requests',
        data: {
          name: 'Анна',
          phone: '+79123456789',
          status: 'new',
          notification: 'pending',
          consent: { agreed: true },
        },
      })
      // pg-pool's own query: it checks a connection out and releases it when the answer comes.
      const pool = (open.db as unknown as { pool: pg.Pool }).pool
      const slept = pool.query<{ slept: string }>("SELECT pg_sleep(1), 'done' AS slept")
      await eventually(async () => {
        const { rows } = await check.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(1)%'",
        )
        expect(rows).toEqual([{ n: 1 }])
      })
      notifySoon(open)
      // Closed here, not again after the test.
      payload = undefined
      await closeDatabase(open)

      await expect(slept).resolves.toMatchObject({ rows: [{ slept: 'done' }] })
      // The run went to its end: no SMTP here, so the request's mail is logged instead of sent.
      const { rows } = await check.query(
        'SELECT notification FROM callback_requests WHERE id = $1',
        [request.id],
      )
      expect(rows).toEqual([{ notification: 'logged' }])
    } finally {
      await check.end()
    }
    // Not the integration tests' two minutes: a query whose connection was destroyed under it
    // is never answered.
  }, 30_000)
})
