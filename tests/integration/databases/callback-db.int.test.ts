/**
 * The callback pipeline's database work, on real databases: retention of callback requests and
 * vacancy applications (with their CV files), notification, requeue and release of notification
 * jobs on SQLite (the Local API, no server), and the rate limits of two instances sharing one
 * PostgreSQL server.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { CallbackLimiters } from '@/callback/rate-limit'
import { closeDatabase } from '@/cms/database-lifecycle'
import { startPostgres, type TestPostgres } from '../../../support/postgres'
import { pdfFile } from '../../helpers/cv-files'
import { payloadFor, removeDataDir } from '../../helpers/db-scenario'

const DAY_MS = 24 * 60 * 60 * 1000

describe('callback requests and applications on SQLite: retention, requeue, stale jobs', () => {
  let payload: Payload
  let dataDir: string
  let jobs: typeof import('@/cms/jobs/requeue-notifications')
  let anonymise: typeof import('@/cms/jobs/anonymise-callbacks')

  beforeAll(async () => {
    ;({ payload, dataDir } = await payloadFor())
    jobs = await import('@/cms/jobs/requeue-notifications')
    anonymise = await import('@/cms/jobs/anonymise-callbacks')
  })
  afterAll(async () => {
    if (payload) await closeDatabase(payload)
    removeDataDir(dataDir)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const now = new Date()
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()

  async function request(data: Record<string, unknown>) {
    return payload.create({
      collection: 'callback-requests',
      data: {
        name: 'Анна Петрова',
        phone: '+79123456789',
        comment: 'Прошу перезвонить',
        status: 'new',
        notification: 'sent',
        consent: { agreed: true, at: daysAgo(0), policyVersion: '1.0' },
        locale: 'ru',
        page: '/contacts',
        ...data,
      },
      depth: 0,
    })
  }

  const byId = (id: number) => payload.findByID({ collection: 'callback-requests', id, depth: 0 })

  const jobsFor = async (requestId: number) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'notifyCallbackRequest' } },
        pagination: false,
        depth: 0,
      })
    ).docs.filter((job) => (job.input as { requestId?: number }).requestId === requestId)

  it('anonymises requests older than the retention period, keeps recent and erased ones', async () => {
    const old = await request({
      createdAt: daysAgo(anonymise.RETENTION_DAYS.default + 1),
      status: 'done',
    })
    const oldSpam = await request({
      createdAt: daysAgo(anonymise.RETENTION_DAYS.default + 30),
      status: 'spam',
      notification: 'skipped',
    })
    const recent = await request({ createdAt: daysAgo(anonymise.RETENTION_DAYS.default - 1) })
    const erasedBefore = daysAgo(10)
    const erased = await request({
      createdAt: daysAgo(anonymise.RETENTION_DAYS.default + 100),
      name: anonymise.ERASED,
      phone: anonymise.ERASED,
      comment: '',
      page: null,
      anonymisedAt: erasedBefore,
    })
    expect(old.createdAt).toBe(daysAgo(anonymise.RETENTION_DAYS.default + 1))

    expect(await anonymise.anonymiseOldRequests(payload, now)).toBe(2)

    for (const { id, status } of [old, oldSpam]) {
      const doc = await byId(id)
      expect(doc).toMatchObject({
        name: anonymise.ERASED,
        phone: anonymise.ERASED,
        status,
        anonymisedAt: now.toISOString(),
        // The proof of consent and the counts stay.
        consent: { agreed: true, policyVersion: '1.0' },
        locale: 'ru',
      })
      expect(doc.comment ?? '').toBe('')
      expect(doc.page ?? null).toBeNull()
    }
    expect(await byId(recent.id)).toMatchObject({
      name: 'Анна Петрова',
      phone: '+79123456789',
      comment: 'Прошу перезвонить',
      page: '/contacts',
    })
    expect((await byId(recent.id)).anonymisedAt ?? null).toBeNull()
    expect((await byId(erased.id)).anonymisedAt).toBe(erasedBefore)
    // A second run has nothing left to do.
    expect(await anonymise.anonymiseOldRequests(payload, now)).toBe(0)
  })

  it("follows the site's retention setting", async () => {
    const recent = await request({ createdAt: daysAgo(40) })
    expect(await anonymise.anonymiseOldRequests(payload, now)).toBe(0)
    await payload.updateGlobal({
      slug: 'site',
      data: {
        name: 'Коллегия',
        phone: '+7 495 000-00-00',
        email: 'office@example.ru',
        callbackRetentionDays: 30,
      },
      context: { disableRevalidate: true },
    })
    // This one, and the one kept by the previous test (a year old, within the default period).
    expect(await anonymise.anonymiseOldRequests(payload, now)).toBe(2)
    expect(await byId(recent.id)).toMatchObject({ name: anonymise.ERASED, phone: anonymise.ERASED })
    const fresh = await request({ createdAt: daysAgo(29) })
    expect(await anonymise.anonymiseOldRequests(payload, now)).toBe(0)
    expect((await byId(fresh.id)).name).toBe('Анна Петрова')
  })

  it('queues a new notification for requests whose mail failed every retry', async () => {
    const failed = await request({ notification: 'failed', notificationAttempts: 13 })
    const failedErased = await request({
      notification: 'failed',
      name: anonymise.ERASED,
      phone: anonymise.ERASED,
      anonymisedAt: daysAgo(1),
    })
    const sent = await request({ notification: 'sent' })
    const before = (await jobsFor(failed.id)).length
    // The request's own job, queued in the transaction that stored it.
    expect(before).toBe(1)

    expect(await jobs.requeueFailedNotifications(payload)).toBe(1)

    expect((await byId(failed.id)).notification).toBe('pending')
    const queued = await jobsFor(failed.id)
    expect(queued).toHaveLength(before + 1)
    expect(queued.find((job) => !job.completedAt && !job.hasError)).toMatchObject({
      queue: 'callbacks',
      taskSlug: 'notifyCallbackRequest',
    })
    expect((await byId(failedErased.id)).notification).toBe('failed')
    expect(await jobsFor(sent.id)).toHaveLength(1)
    expect(await jobs.requeueFailedNotifications(payload)).toBe(0)
  })

  it('does not queue a notification for spam', async () => {
    const spam = await request({ status: 'spam', notification: 'skipped' })
    expect(await jobsFor(spam.id)).toHaveLength(0)
  })

  it('releases jobs a stopped process left processing: all at start, the stale ones later', async () => {
    const target = await request({ notification: 'pending' })
    const [job] = await jobsFor(target.id)
    if (!job) throw new Error('no job was queued for the request')
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true } })
    const done = await request({ notification: 'sent' })
    const [completed] = await jobsFor(done.id)
    if (!completed) throw new Error('no job was queued for the request')
    await payload.update({
      collection: 'payload-jobs',
      id: completed.id,
      data: { processing: true, completedAt: now.toISOString() },
    })
    const processing = async (id: number | string) =>
      (await payload.findByID({ collection: 'payload-jobs', id, depth: 0 })).processing

    // Touched just now: a running instance may be on it.
    expect(await jobs.releaseStaleJobs(payload)).toBe(0)
    expect(await processing(job.id)).toBe(true)

    // Later than the stale period, the scheduled run takes it back.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + jobs.STALE_JOB_MS + 1000)
    expect(await jobs.releaseStaleJobs(payload)).toBe(1)
    expect(await processing(job.id)).toBe(false)
    vi.useRealTimers()

    // At the start of the one SQLite process, whatever is processing was left by a dead one.
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true } })
    expect(await jobs.releaseStaleJobs(payload, { atStart: true })).toBe(1)
    expect(await processing(job.id)).toBe(false)
    // A completed job is no business of the queue any more.
    expect(await processing(completed.id)).toBe(true)
  })

  describe('vacancy applications', () => {
    let removal: typeof import('@/cms/jobs/remove-old-applications')
    let cvDir: string
    // The retention job's clock: a fixed "now" the test moves, as the job's own `now` argument.
    const today = new Date('2026-12-05T12:00:00.000Z')

    beforeAll(async () => {
      removal = await import('@/cms/jobs/remove-old-applications')
      cvDir = (await import('@/config/env')).getEnv().cvDir
    })

    async function application(createdAt: Date, data: Record<string, unknown> = {}) {
      const bytes = pdfFile()
      const cv = await payload.create({
        collection: 'application-cvs',
        data: {},
        file: { data: bytes, mimetype: 'application/pdf', name: 'cv.pdf', size: bytes.length },
        depth: 0,
      })
      const doc = await payload.create({
        collection: 'applications',
        data: {
          name: 'Иван Соколов',
          email: 'ivan@example.ru',
          phone: '+79161234567',
          cv: cv.id,
          status: 'new',
          notification: 'sent',
          consent: { agreed: true, at: createdAt.toISOString(), policyVersion: '1.0' },
          locale: 'ru',
          createdAt: createdAt.toISOString(),
          ...data,
        },
        depth: 0,
      })
      return { id: doc.id, cv: cv.id, file: path.join(cvDir, cv.filename as string) }
    }

    const exists = async (collection: 'applications' | 'application-cvs', id: number) =>
      (await payload.find({ collection, where: { id: { equals: id } }, depth: 0 })).totalDocs > 0

    it('removes applications older than the period with their CVs and files, on the firm’s setting', async () => {
      const cutoff = removal.retentionCutoff(today, removal.APPLICATION_RETENTION_MONTHS.default)
      expect(cutoff.toISOString()).toBe('2026-06-05T12:00:00.000Z')
      const old = await application(new Date(cutoff.getTime() - DAY_MS))
      const recent = await application(new Date(cutoff.getTime() + DAY_MS))
      expect(fs.existsSync(old.file)).toBe(true)

      expect(await removal.removeOldApplications(payload, today)).toBe(1)
      expect(await exists('applications', old.id)).toBe(false)
      expect(await exists('application-cvs', old.cv)).toBe(false)
      expect(fs.existsSync(old.file)).toBe(false)
      expect(await exists('applications', recent.id)).toBe(true)
      expect(fs.existsSync(recent.file)).toBe(true)
      expect(await removal.removeOldApplications(payload, today)).toBe(0)

      // Two days later the recent one is past six months too.
      const later = new Date(today.getTime() + 2 * DAY_MS)
      const newer = await application(new Date(today.getTime() - 40 * DAY_MS))
      expect(await removal.removeOldApplications(payload, later)).toBe(1)
      expect(fs.existsSync(recent.file)).toBe(false)

      // The firm shortens the period to one month: the 40-day-old one goes as well.
      await payload.updateGlobal({ slug: 'site', data: { applicationRetentionMonths: 1 } })
      try {
        expect(await removal.removeOldApplications(payload, today)).toBe(1)
        expect(await exists('applications', newer.id)).toBe(false)
        expect(fs.existsSync(newer.file)).toBe(false)
      } finally {
        await payload.updateGlobal({ slug: 'site', data: { applicationRetentionMonths: null } })
      }
    })

    it('mails the firm through the queue, and queues a failed mail again', async () => {
      const pending = await application(new Date(), { notification: 'pending' })
      const notifications = async () =>
        (
          await payload.find({
            collection: 'payload-jobs',
            where: { taskSlug: { equals: 'notifyApplication' }, completedAt: { exists: false } },
            depth: 0,
          })
        ).docs
      const jobsOf = async (id: number) =>
        (await notifications()).filter(
          (job) => (job.input as { requestId: number }).requestId === id,
        )
      // Queued with the application, in its transaction (SQLite gives a removed application's id
      // again: that one's job, never run here, finds this application already mailed).
      const queued = await jobsOf(pending.id)
      expect(queued.length).toBeGreaterThan(0)
      for (const job of queued) await payload.jobs.runByID({ id: job.id })
      const notified = await payload.findByID({ collection: 'applications', id: pending.id })
      // No SMTP server in this process: the mail goes to the log, and says so.
      expect(notified).toMatchObject({ notification: 'logged', notificationAttempts: 1 })

      const failed = await application(new Date(), { notification: 'failed' })
      const before = (await jobsOf(failed.id)).length
      expect(await jobs.requeueFailedNotifications(payload)).toBe(1)
      const requeued = await payload.findByID({ collection: 'applications', id: failed.id })
      expect(requeued.notification).toBe('pending')
      expect(await jobsOf(failed.id)).toHaveLength(before + 1)
      expect(await jobs.requeueFailedNotifications(payload)).toBe(0)
    })
  })
})

describe('callback rate limits on PostgreSQL: every instance counts together', () => {
  let server: TestPostgres
  const pools: pg.Pool[] = []
  const limits = {
    ipLimit: { points: 5, windowSeconds: 600 },
    phoneLimit: { points: 3, windowSeconds: 3600 },
  }

  beforeAll(async () => {
    server = await startPostgres()
  })
  afterAll(async () => {
    for (const pool of pools) await pool.end().catch(() => undefined)
    server?.stop()
  })

  function pool(): pg.Pool {
    const made = new pg.Pool({ connectionString: server.url, max: 4 })
    // A server stopped under idle connections: the next query reconnects.
    made.on('error', () => undefined)
    pools.push(made)
    return made
  }

  it('two instances share the counts per address and per phone from their first attempt', async () => {
    const { consume, createCallbackLimiters } = await import('@/callback/rate-limit')
    // Two instances starting together (each creates the table) and counting at once.
    const [a, b] = (await Promise.all([
      createCallbackLimiters({ name: 'postgres', pool: pool() }, limits),
      createCallbackLimiters({ name: 'postgres', pool: pool() }, limits),
    ])) as [CallbackLimiters, CallbackLimiters]
    const address = '203.0.113.7'
    const waits: number[] = []
    for (let i = 0; i < limits.ipLimit.points; i++) {
      waits.push(await consume((i % 2 ? a : b).ip, address))
    }
    expect(waits).toEqual([0, 0, 0, 0, 0])
    const refusedA = await consume(a.ip, address)
    const refusedB = await consume(b.ip, address)
    for (const wait of [refusedA, refusedB]) {
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(limits.ipLimit.windowSeconds)
    }
    // Another address, and a phone with the same text as the address, count on their own.
    expect(await consume(a.ip, '203.0.113.8')).toBe(0)
    expect(await consume(b.phone, address)).toBe(0)

    const phone = '+79123456789'
    expect(
      await Promise.all([
        consume(a.phone, phone),
        consume(b.phone, phone),
        consume(a.phone, phone),
      ]),
    ).toEqual([0, 0, 0])
    expect(await consume(b.phone, phone)).toBeGreaterThan(0)

    const { rows } = await pools[0]!.query<{ key: string; points: number }>(
      'SELECT key, points FROM callback_rate_limits ORDER BY key',
    )
    expect(rows).toEqual([
      { key: 'callback-ip:203.0.113.7', points: 7 },
      { key: 'callback-ip:203.0.113.8', points: 1 },
      { key: 'callback-phone:+79123456789', points: 4 },
      { key: 'callback-phone:203.0.113.7', points: 1 },
    ])
  })

  it('instances starting at once on a database without the table all start (no creation race)', async () => {
    const { consume, createCallbackLimiters } = await import('@/callback/rate-limit')
    const instances = Array.from({ length: 6 }, () => pool())
    // PostgreSQL's CREATE TABLE IF NOT EXISTS fails for all but one of simultaneous creators
    // unless they queue: several rounds on a dropped table make that race likely.
    for (let round = 0; round < 5; round++) {
      await instances[0]!.query('DROP TABLE IF EXISTS callback_rate_limits')
      const started = await Promise.all(
        instances.map((store) => createCallbackLimiters({ name: 'postgres', pool: store }, limits)),
      )
      const waits = await Promise.all(
        started.map((limiters) => consume(limiters.ip, `round-${round}`)),
      )
      // Six attempts at one address against a limit of five, counted together.
      expect(waits.filter((wait) => wait === 0)).toHaveLength(limits.ipLimit.points)
      expect(waits.filter((wait) => wait > 0)).toHaveLength(
        instances.length - limits.ipLimit.points,
      )
    }
  })

  it('an instance that meets the database down fails its attempt, then recovers', async () => {
    const { callbackLimiters, consume } = await import('@/callback/rate-limit')
    const site = { db: { name: 'postgres', pool: pool() } } as unknown as Payload
    server.pause()
    try {
      await expect(callbackLimiters(site)).rejects.toThrow()
    } finally {
      server.resume()
    }
    // The failed pair is forgotten: the next submission builds one on the database that is back.
    const limiters = await callbackLimiters(site)
    expect(await consume(limiters.ip, '198.51.100.1')).toBe(0)
    expect(await callbackLimiters(site)).toBe(limiters)
  })
})
