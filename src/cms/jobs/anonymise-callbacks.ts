/**
 * Retention: a request's personal data (name, phone, comment, page) is erased once it is older than
 * the site's retention period. The record stays, with its dates, status and the consent given, so
 * the firm keeps its counts and its proof of consent.
 */
import type { Payload, TaskConfig } from 'payload'
import { ANONYMISE_CALLBACKS_TASK, CALLBACK_JOBS_QUEUE } from '@/callback/job-names'

/** What stands in for the erased name and phone (both are required fields). */
export const ERASED = '—'

/**
 * How long a request's personal data is kept, in days: the default of the site global's setting,
 * and its bounds (at least a month to call back, at most ten years).
 */
export const RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const
/** Anonymisation runs daily at 03:30 (server time). */
const RETENTION_CRON = '0 30 3 * * *'

const DAY_MS = 24 * 60 * 60 * 1000

/** Erases every request older than the retention period; returns how many. */
export async function anonymiseOldRequests(payload: Payload, now = new Date()): Promise<number> {
  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  const days = site.callbackRetentionDays ?? RETENTION_DAYS.default
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
    schedule: [{ cron: RETENTION_CRON, queue: CALLBACK_JOBS_QUEUE }],
    handler: async ({ req }) => ({
      output: { anonymised: await anonymiseOldRequests(req.payload) },
    }),
  }
