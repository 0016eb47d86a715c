/**
 * The counters' table holds no one's personal data, on PostgreSQL, where every instance shares it:
 * a callback submission counts its phone, and a failed sign-in its e-mail, by keyed digests only
 * (src/rate-limits/personal-key.ts). A server on its own database: the Local API, no build.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeDatabase } from '@/cms/database-lifecycle'
import { closeLiveBus, liveBus, type PostgresBus } from '@/events/bus'

import { startPostgres, type TestPostgres } from '../../../support/postgres'
import { payloadFor, removeDataDir } from '../../helpers/db-scenario'

describe('limiter keys on PostgreSQL: no phone numbers or e-mails in clear', () => {
  let server: TestPostgres
  let payload: Payload
  let dataDir: string
  let db: pg.Pool

  beforeAll(async () => {
    server = await startPostgres()
    ;({ payload, dataDir } = await payloadFor(server.url))
    db = new pg.Pool({ connectionString: server.url, max: 1 })
  })
  afterAll(async () => {
    await db?.end()
    // The callback's live event opened the bus's own connection: closed before the server stops.
    await closeLiveBus()
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
    server?.stop()
  })

  const keysOf = async (table: string) =>
    (await db.query<{ key: string }>(`SELECT key FROM ${table} ORDER BY key`)).rows.map(
      (row) => row.key,
    )

  it('a callback submission leaves no digits of the phone in callback_rate_limits', async () => {
    const [{ submitCallback }, { issueFormToken }, { resolvePayloadSecret }] = await Promise.all([
      import('@/callback/submit'),
      import('@/callback/form-token'),
      import('@/config/env'),
    ])
    // The submission raises a live event once its transaction commits; the test waits for it, so
    // that nothing is still writing when the server stops.
    const bus = liveBus()
    await (bus as PostgresBus).listen()
    const announced = new Promise<void>((resolve) => {
      const stop = bus.subscribe((event) => {
        if (event.type === 'callback-received') {
          stop()
          resolve()
        }
      })
    })
    const outcome = await submitCallback(
      {
        name: 'Анна Петрова',
        phone: '+7 912 345-67-89',
        comment: '',
        agreement: true,
        locale: 'ru',
        page: '/contacts',
        // Shown a minute ago: past the minimum fill time.
        formToken: issueFormToken(resolvePayloadSecret(), Date.now() - 60_000),
        website: '',
      },
      { payload, clientIp: '203.0.113.9' },
    )
    expect(outcome).toEqual({ kind: 'sent' })
    await announced
    const stored = await payload.find({ collection: 'callback-requests', depth: 0 })
    expect(stored.docs.map((doc) => doc.phone)).toEqual(['+79123456789'])

    const keys = await keysOf('callback_rate_limits')
    const phoneKeys = keys.filter((key) => key.startsWith('callback-phone:'))
    expect(phoneKeys).toHaveLength(1)
    for (const key of keys) {
      expect(key).not.toMatch(/912|345|6789/)
      expect(key).not.toContain(createHash('sha256').update('+79123456789').digest('hex'))
    }
  })

  it('a sign-in attempt leaves neither the e-mail nor its plain digest in login_rate_limits', async () => {
    const { loginThrottle } = await import('@/auth/login-throttle')
    const throttle = await loginThrottle(payload)
    const email = 'someone@example.com'
    await throttle.take({ address: '198.51.100.4', email: ' Someone@Example.com ' })
    await throttle.take({ address: '198.51.100.4', email })
    const { rows } = await db.query<{ key: string; points: number }>(
      "SELECT key, points FROM login_rate_limits WHERE key LIKE 'login-account-attempts:%'",
    )
    // One account, whatever the case and spaces typed, counted twice.
    expect(rows.map((row) => row.points)).toEqual([2])
    const plain = createHash('sha256').update(email).digest('hex')
    for (const key of await keysOf('login_rate_limits')) {
      expect(key).not.toContain('someone')
      expect(key).not.toContain(plain)
    }
  })
})
