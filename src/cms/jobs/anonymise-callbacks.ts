/**
 * Retention: a request's personal data (name, phone, comment, page) is erased once it is older than
 * the site's retention period. The record stays, with its dates, status and the consent given, so
 * the firm keeps its counts and its proof of consent.
 */
import type { Payload, TaskConfig } from 'payload'
import { ANONYMISE_CALLBACKS_TASK, CALLBACK_JOBS_QUEUE } from '@/callback/job-names'
import { CALLBACK } from '@/config/constants'

/** What stands in for the erased name and phone (both are required fields). */
export const ERASED = '—'

const DAY_MS = 24 * 60 * 60 * 1000

/** Erases every request older than the retention period; returns how many. */
export async function anonymiseOldRequests(payload: Payload, now = new Date()): Promise<number> {
  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  const days = site.callbackRetentionDays ?? CALLBACK.retentionDays
  const cutoff = new Date(now.getTime() - days * DAY_MS)
  const { docs } = await payload.update({
    collection: 'callback-requests',
    where: {
      and: [
        { createdAt: { less_than: cutoff.toISOString() } },
        { anonymisedAt: { exists: false } },
      ],
    },
    data: { name: ERASED, phone: ERASED, comment: '', page: null, anonymisedAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return docs.length
}

export const anonymiseCallbacksTask: TaskConfig<{ input: object; output: { anonymised: number } }> =
  {
    slug: ANONYMISE_CALLBACKS_TASK,
    label: 'Anonymise old callback requests',
    schedule: [{ cron: CALLBACK.retentionCron, queue: CALLBACK_JOBS_QUEUE }],
    handler: async ({ req }) => ({
      output: { anonymised: await anonymiseOldRequests(req.payload) },
    }),
  }
