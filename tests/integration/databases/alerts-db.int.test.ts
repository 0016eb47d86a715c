/**
 * The e-mail alerts on a real database and a real SMTP server process, with the job system's clock
 * under the test's control: subscribe (double opt-in: only the confirmation is mailed), confirm,
 * the weekly digest (its day, its posts, a failed send retried and never sent twice), one-click
 * unsubscribe from the digest's own header, and unconfirmed addresses deleted after a week.
 */
import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { QUEUE_DIGESTS_TASK } from '@/alerts/job-names'
import { closeDatabase } from '@/cms/database-lifecycle'
import { payloadFor, removeDataDir } from '../../helpers/db-scenario'
import { eventually } from '../../helpers/eventually'
import { type ReceivedMail, type SmtpServer, startSmtp } from '../../helpers/smtp'

const SITE = 'https://firm.example'
const QUEUE = 'callbacks'
/** Monday of ISO week 2026-W50, 12:00 in Moscow; the site's digest day is Monday by default. */
const MONDAY = '2026-12-07T09:00:00.000Z'
const at = (iso: string, plusMs = 0) => new Date(Date.parse(iso) + plusMs)

describe('alerts: subscription, weekly digest, unsubscribe', () => {
  let payload: Payload
  let dataDir: string
  let smtp: SmtpServer
  let alerts: typeof import('@/alerts/subscription')
  let digests: typeof import('@/cms/jobs/alert-digest')
  let formToken: () => string
  let clock = new Date()
  const realDate = _internal_jobSystemGlobals.getCurrentDate

  beforeAll(async () => {
    smtp = await startSmtp()
    process.env.SMTP_URL = smtp.url
    process.env.SITE_URL = SITE
    ;({ payload, dataDir } = await payloadFor())
    alerts = await import('@/alerts/subscription')
    digests = await import('@/cms/jobs/alert-digest')
    const { issueFormToken } = await import('@/callback/form-token')
    const { resolvePayloadSecret } = await import('@/config/env')
    formToken = () => issueFormToken(resolvePayloadSecret(), Date.now() - 10_000, 'page')
    _internal_jobSystemGlobals.getCurrentDate = () => clock
  })
  afterAll(async () => {
    _internal_jobSystemGlobals.getCurrentDate = realDate
    if (payload) await closeDatabase(payload)
    await smtp?.stop()
    removeDataDir(dataDir)
  })

  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email))
  const linkIn = (mail: ReceivedMail | undefined, page: string) => {
    const match = new RegExp(`${SITE}(?:/en)?/news/subscribe/${page}\\?token=(\\S+)`).exec(
      mail?.text ?? '',
    )
    return decodeURIComponent(match?.[1] ?? '')
  }
  /** Runs the queue until no job is due by the job clock (a job may queue others). */
  const runJobs = async () => {
    for (let pass = 0; pass < 5; pass++) {
      const { jobStatus } = await payload.jobs.run({ queue: QUEUE })
      if (Object.keys(jobStatus ?? {}).length === 0) return
    }
  }
  const digestJobs = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendAlertDigest' } },
        sort: 'createdAt',
      })
    ).docs
  const subscriber = async (email: string) =>
    (
      await payload.find({
        collection: 'subscribers',
        where: { email: { equals: email } },
        overrideAccess: true,
        showHiddenFields: true,
      })
    ).docs[0]
  const form = (fields: Record<string, unknown>) => ({
    practices: [],
    kinds: ['news', 'publication'],
    language: 'en',
    agreement: true,
    locale: 'en',
    formToken: formToken(),
    website: '',
    ...fields,
  })
  const context = { clientIp: '127.0.0.1' }

  let practice: number
  let otherPractice: number
  async function post(data: {
    ru: string
    en?: string
    type: 'news' | 'publication' | 'event'
    publishedAt: string
    practices: number[]
    draft?: boolean
  }): Promise<number> {
    const created = await payload.create({
      collection: 'posts',
      locale: 'ru',
      data: {
        title: data.ru,
        type: data.type,
        publishedAt: data.publishedAt,
        practices: data.practices,
        _status: data.draft ? 'draft' : 'published',
      },
      draft: data.draft,
      context: { disableRevalidate: true },
    })
    if (data.en) {
      await payload.update({
        collection: 'posts',
        id: created.id,
        locale: 'en',
        data: { title: data.en, _status: data.draft ? 'draft' : 'published' },
        draft: data.draft,
        context: { disableRevalidate: true },
      })
    }
    return created.id
  }

  it('stores a subscription as pending and mails only the confirmation', async () => {
    const practiceNamed = async (title: string) =>
      (await payload.create({ collection: 'practices', data: { title, _status: 'published' } })).id
    practice = await practiceNamed('Арбитраж')
    otherPractice = await practiceNamed('Налоги')
    const outcome = await alerts.subscribe(
      form({ email: ' Reader@Example.com ', practices: [String(practice)] }),
      { payload, ...context },
    )
    expect(outcome).toEqual({ kind: 'sent' })
    const stored = await subscriber('reader@example.com')
    expect(stored).toMatchObject({
      status: 'pending',
      language: 'en',
      kinds: ['news', 'publication'],
      consent: { agreed: true, policyVersion: '1.0' },
    })
    await runJobs()
    await eventually(async () => expect(mailsTo('reader@example.com')).toHaveLength(1))
    const [confirmation] = mailsTo('reader@example.com')
    expect(confirmation?.subject).toBe('Confirm your subscription to our alerts')
    expect(confirmation?.headers['list-unsubscribe']).toBeUndefined()
    expect(linkIn(confirmation, 'confirm')).toMatch(/^\d+\./)

    // A bot's honeypot and a forged practice store nothing.
    expect(
      await alerts.subscribe(form({ email: 'bot@example.com', website: 'x' }), {
        payload,
        ...context,
      }),
    ).toEqual({ kind: 'sent' })
    expect(
      await alerts.subscribe(form({ email: 'forged@example.com', practices: ['999999'] }), {
        payload,
        ...context,
      }),
    ).toEqual({ kind: 'invalid', errors: { practices: 'practicesInvalid' } })
    expect(await subscriber('bot@example.com')).toBeUndefined()
    expect(await subscriber('forged@example.com')).toBeUndefined()

    // Nothing but the confirmation before it is confirmed, not even on the digest day.
    clock = at(MONDAY, -7 * 24 * 3600_000)
    await payload.jobs.queue({ task: QUEUE_DIGESTS_TASK, queue: QUEUE, input: {} })
    await runJobs()
    expect(mailsTo('reader@example.com')).toHaveLength(1)
  })

  it('confirms from the mail’s link, and only from it', async () => {
    const token = linkIn(mailsTo('reader@example.com')[0], 'confirm')
    // Its last character changed: one signature in 64 already ends in "A".
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(await alerts.confirmSubscription(payload, forged)).toBe(false)
    expect(await alerts.confirmSubscription(payload, token, at('2026-12-01T10:00:00Z'))).toBe(true)
    expect(await subscriber('reader@example.com')).toMatchObject({
      status: 'confirmed',
      confirmedAt: '2026-12-01T10:00:00.000Z',
    })
  })

  let expected: number
  it('sends the week’s digest on the chosen day, retrying a failed send, never twice', async () => {
    expected = await post({
      ru: 'Новое в арбитраже',
      en: 'News in arbitration',
      type: 'news',
      publishedAt: '2026-12-03T09:00:00.000Z',
      practices: [practice],
    })
    await post({
      ru: 'Другая практика',
      en: 'Other practice',
      type: 'news',
      publishedAt: '2026-12-03T09:00:00.000Z',
      practices: [otherPractice],
    })
    await post({
      ru: 'Событие',
      en: 'An event',
      type: 'event',
      publishedAt: '2026-12-03T09:00:00.000Z',
      practices: [practice],
    })
    await post({
      ru: 'Только по-русски',
      type: 'news',
      publishedAt: '2026-12-03T09:00:00.000Z',
      practices: [practice],
    })
    await post({
      ru: 'До подписки',
      en: 'Before subscribing',
      type: 'news',
      publishedAt: '2026-11-20T09:00:00.000Z',
      practices: [practice],
    })
    await post({
      ru: 'Черновик',
      en: 'A draft',
      type: 'news',
      publishedAt: '2026-12-04T09:00:00.000Z',
      practices: [practice],
      draft: true,
    })

    // Not the digest day: nothing is queued.
    clock = at(MONDAY, 24 * 3600_000)
    await payload.jobs.queue({ task: QUEUE_DIGESTS_TASK, queue: QUEUE, input: {} })
    await runJobs()
    expect(mailsTo('reader@example.com')).toHaveLength(1)

    // The digest day with the mail server down: the send fails and is left to its retry.
    clock = at(MONDAY)
    await smtp.stop()
    await payload.jobs.queue({ task: QUEUE_DIGESTS_TASK, queue: QUEUE, input: {} })
    await runJobs()
    const [failed] = await digestJobs()
    expect(failed).toMatchObject({ completedAt: null, totalTried: 1 })
    expect(await subscriber('reader@example.com')).toMatchObject({
      lastDigestWeek: null,
      digestSending: null,
    })
    expect(mailsTo('reader@example.com')).toHaveLength(1)

    // Back up, and the retry is due (10 s of backoff): the digest goes, once.
    await smtp.start()
    clock = at(MONDAY, 60_000)
    await runJobs()
    await eventually(async () => expect(mailsTo('reader@example.com')).toHaveLength(2))
    // Done, so removed from the queue (Payload deletes a completed job).
    expect(await digestJobs()).toEqual([])
    const digest = mailsTo('reader@example.com')[1]
    expect(digest?.subject).toBe('New at the press center')
    expect(digest?.text).toContain(`News in arbitration\n${SITE}/en/news/${expected}`)
    for (const absent of [
      'Other practice',
      'An event',
      'Только',
      'Before subscribing',
      'A draft',
    ]) {
      expect(digest?.text).not.toContain(absent)
    }
    expect(digest?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(digest?.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${SITE}/api/subscribers/unsubscribe\\?token=\\d+\\.[\\w-]+>$`),
    )
    expect(linkIn(digest, 'manage')).toMatch(/^\d+\./)
    expect(await subscriber('reader@example.com')).toMatchObject({
      lastDigestAt: MONDAY,
      lastDigestWeek: '2026-W50',
      lastDigestPosts: [expected],
    })

    // Later the same day: the week's digest is sent already.
    clock = at(MONDAY, 3600_000)
    await payload.jobs.queue({ task: QUEUE_DIGESTS_TASK, queue: QUEUE, input: {} })
    await runJobs()
    const id = (await subscriber('reader@example.com'))?.id ?? 0
    expect(
      await digests.sendDigest(payload, { subscriberId: id, week: '2026-W50', at: MONDAY }),
    ).toBe('already')
    expect(mailsTo('reader@example.com')).toHaveLength(2)
  })

  it('does not send again a digest whose send was cut off by a crash', async () => {
    const id = (await subscriber('reader@example.com'))?.id ?? 0
    await payload.update({
      collection: 'subscribers',
      id,
      data: { digestSending: '2026-W51' },
      overrideAccess: true,
    })
    const next = '2026-12-14T09:00:00.000Z'
    expect(
      await digests.sendDigest(payload, { subscriberId: id, week: '2026-W51', at: next }),
    ).toBe('uncertain')
    expect(mailsTo('reader@example.com')).toHaveLength(2)
    expect(await subscriber('reader@example.com')).toMatchObject({ lastDigestWeek: '2026-W51' })
  })

  it('a week later lists only what was published since the last digest', async () => {
    const id = (await subscriber('reader@example.com'))?.id ?? 0
    await payload.update({
      collection: 'subscribers',
      id,
      data: { lastDigestWeek: '2026-W50' },
      overrideAccess: true,
    })
    const later = await post({
      ru: 'Публикация',
      en: 'A publication',
      type: 'publication',
      publishedAt: '2026-12-10T09:00:00.000Z',
      practices: [practice],
    })
    clock = at('2026-12-14T09:00:00.000Z')
    await payload.jobs.queue({ task: QUEUE_DIGESTS_TASK, queue: QUEUE, input: {} })
    await runJobs()
    await eventually(async () => expect(mailsTo('reader@example.com')).toHaveLength(3))
    const digest = mailsTo('reader@example.com')[2]
    expect(digest?.text).toContain(`A publication\n${SITE}/en/news/${later}`)
    expect(digest?.text).not.toContain('News in arbitration')
  })

  it('unsubscribes with the digest’s one-click token, deleting the address', async () => {
    const header = mailsTo('reader@example.com')[2]?.headers['list-unsubscribe'] ?? ''
    const token = decodeURIComponent(/token=([^>]+)>/.exec(header)?.[1] ?? '')
    // A confirm token is not an unsubscribe token.
    const confirm = linkIn(mailsTo('reader@example.com')[0], 'confirm')
    expect(await alerts.unsubscribe(payload, confirm)).toBe(false)
    expect(await alerts.unsubscribe(payload, token)).toBe(true)
    expect(await subscriber('reader@example.com')).toBeUndefined()
    expect(await alerts.unsubscribe(payload, token)).toBe(false)
  })

  it('deletes a subscription never confirmed after a week', async () => {
    await alerts.subscribe(form({ email: 'late@example.com' }), { payload, ...context })
    expect(await subscriber('late@example.com')).toBeDefined()
    expect(await digests.deleteUnconfirmed(payload, new Date())).toBe(0)
    expect(
      await digests.deleteUnconfirmed(payload, at(new Date().toISOString(), 8 * 86400_000)),
    ).toBe(1)
    expect(await subscriber('late@example.com')).toBeUndefined()
  })
})
