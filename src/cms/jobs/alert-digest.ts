/**
 * The weekly digest. A scheduled task, hourly, on the weekday the editor chose (Site settings),
 * queues one job per subscriber whose digest is due; each job mails the posts published since
 * that subscriber's last digest that match their choice, and records what it sent. A job is
 * marked before it sends and after: a retry after a failed send tries again, a retry after a
 * crash mid-send (the mail may have gone) does not, so no digest is ever sent twice. The same
 * hourly task deletes subscriptions never confirmed within a week.
 */
import {
  _internal_jobSystemGlobals,
  type Payload,
  type PayloadRequest,
  type TaskConfig,
} from 'payload'

import {
  DEFAULT_DIGEST_WEEKDAY,
  digestDue,
  digestSince,
  digestWeek,
  isDigestDay,
  matchesChoice,
} from '@/alerts/digest'
import { ALERTS_JOBS_QUEUE, QUEUE_DIGESTS_TASK, SEND_DIGEST_TASK } from '@/alerts/job-names'
import { type DigestItem, digestMail } from '@/alerts/mail'
import { alertToken } from '@/alerts/tokens'
import type { Locale } from '@/config/constants'
import { getEnv, resolvePayloadSecret } from '@/config/env'
import { catalogue } from '@/i18n/catalogue'
import { SITE_TIME_ZONE } from '@/lib/date-parts'
import { localizedHref } from '@/lib/page-metadata'
import { paths } from '@/lib/paths'

import { ALERT_MAIL_RETRIES } from './alert-mail'

/** Looked at hourly: a server down at the digest's hour still sends it later that day. */
const DIGEST_CRON = '0 5 * * * *'
/** A subscription not confirmed within this long is deleted with its address. */
export const UNCONFIRMED_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Most posts one digest lists (the newest). */
const DIGEST_MAX_POSTS = 30

/** The job system's clock (which the end-to-end tests move, src/cms/endpoints/jobs-clock.ts). */
const jobsNow = () => _internal_jobSystemGlobals.getCurrentDate()

/** Deletes subscriptions never confirmed; returns how many. */
export async function deleteUnconfirmed(payload: Payload, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_TTL_MS).toISOString()
  const { docs } = await payload.delete({
    collection: 'subscribers',
    where: { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: cutoff } }] },
    overrideAccess: true,
  })
  return docs.length
}

/** On the digest day, queues a digest job for every subscriber whose digest is due. */
export async function queueDigests(
  payload: Payload,
  now: Date,
  req?: PayloadRequest,
): Promise<number> {
  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  if (!isDigestDay(now, site.alertsWeekday ?? DEFAULT_DIGEST_WEEKDAY)) return 0
  const week = digestWeek(now)
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: {
      and: [{ status: { equals: 'confirmed' } }, { lastDigestWeek: { not_equals: week } }],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { status: true, confirmedAt: true, lastDigestAt: true, lastDigestWeek: true },
  })
  const due = docs.filter((subscriber) => digestDue(subscriber, now))
  for (const { id } of due) {
    await payload.jobs.queue({
      task: SEND_DIGEST_TASK,
      queue: ALERTS_JOBS_QUEUE,
      input: { subscriberId: id, week, at: now.toISOString() },
      req,
    })
  }
  return due.length
}

const dateFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SITE_TIME_ZONE })

export type DigestResult = 'sent' | 'empty' | 'already' | 'skipped' | 'uncertain'

/** Sends one subscriber's digest of week `week` (at most once); see the module's comment. */
export async function sendDigest(
  payload: Payload,
  { subscriberId, week, at }: { subscriberId: number; week: string; at: string },
): Promise<DigestResult> {
  const subscriber = await payload
    .findByID({ collection: 'subscribers', id: subscriberId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!subscriber?.tokenSalt || subscriber.status !== 'confirmed') return 'skipped'
  if (subscriber.lastDigestWeek === week) return 'already'
  // Each mark is committed on its own, outside the job's transaction, so it survives a crash.
  const record = (data: Record<string, unknown>) =>
    payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data,
      depth: 0,
      overrideAccess: true,
    })
  if (subscriber.digestSending === week) {
    // An earlier attempt died between handing the mail over and recording it: it may have gone.
    payload.logger.warn({ subscriber: subscriber.id, week }, 'digest not sent again after a crash')
    await record({ lastDigestWeek: week, digestSending: null })
    return 'uncertain'
  }
  const language = subscriber.language
  const since = digestSince(subscriber)
  const { docs } = await payload.find({
    collection: 'posts',
    locale: language,
    fallbackLocale: false,
    where: {
      and: [
        { _status: { equals: 'published' } },
        { type: { in: subscriber.kinds } },
        { publishedAt: { less_than_equal: at } },
        ...(since ? [{ publishedAt: { greater_than: since } }] : []),
      ],
    },
    sort: '-publishedAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    select: { title: true, type: true, publishedAt: true, practices: true },
  })
  const choice = {
    kinds: subscriber.kinds,
    practices: (subscriber.practices ?? []).map((p) => (typeof p === 'number' ? p : p.id)),
  }
  // A post not written in the subscriber's language has no title there: it is not theirs.
  const posts = docs
    .filter((post) => post.title && matchesChoice(post, choice))
    .slice(0, DIGEST_MAX_POSTS)
  if (posts.length === 0) {
    await record({ lastDigestWeek: week })
    return 'empty'
  }
  const env = getEnv()
  const kinds = catalogue(language).news.kind
  const items: DigestItem[] = posts.map((post) => ({
    title: post.title,
    kind: kinds[post.type],
    date: dateFormat(language).format(new Date(post.publishedAt)),
    url: `${env.siteUrl.replace(/\/+$/, '')}${localizedHref(language, paths.post(post))}`,
  }))
  const manageToken = alertToken(resolvePayloadSecret(), 'manage', {
    id: subscriber.id,
    tokenSalt: subscriber.tokenSalt,
  })
  await record({ digestSending: week })
  try {
    await payload.sendEmail(
      digestMail(subscriber, items, { siteUrl: env.siteUrl, manageToken, week }),
    )
  } catch (error) {
    // Not handed over: the retry may send it.
    await record({ digestSending: null })
    throw error
  }
  await record({
    lastDigestAt: at,
    lastDigestWeek: week,
    lastDigestPosts: posts.map((post) => post.id),
    digestSending: null,
  })
  return 'sent'
}

export const queueDigestsTask: TaskConfig<{ input: object; output: { queued: number } }> = {
  slug: QUEUE_DIGESTS_TASK,
  label: 'Queue the weekly alert digests',
  schedule: [{ cron: DIGEST_CRON, queue: ALERTS_JOBS_QUEUE }],
  handler: async ({ req }) => {
    const now = jobsNow()
    await deleteUnconfirmed(req.payload, now)
    return { output: { queued: await queueDigests(req.payload, now, req) } }
  },
}

type DigestTask = {
  input: { subscriberId: number; week: string; at: string }
  output: { result: string }
}

export const sendDigestTask: TaskConfig<DigestTask> = {
  slug: SEND_DIGEST_TASK,
  label: 'Send one subscriber’s alert digest',
  inputSchema: [
    { name: 'subscriberId', type: 'number', required: true },
    { name: 'week', type: 'text', required: true },
    { name: 'at', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: {
    attempts: ALERT_MAIL_RETRIES.attempts,
    backoff: { type: 'exponential', delay: ALERT_MAIL_RETRIES.backoffMs },
  },
  handler: async ({ input, req }) => ({
    output: { result: await sendDigest(req.payload, input) },
  }),
}
