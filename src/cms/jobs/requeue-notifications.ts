/**
 * An SMTP outage longer than every retry (about 11 hours) must still not lose a notification:
 * submissions (callback requests, applications) whose mail failed for good are queued again, and
 * jobs a stopped instance left "processing" are released. Runs on a schedule, and once when the server starts.
 */
import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload'
import {
  CALLBACK_JOBS_QUEUE,
  NOTIFIED_COLLECTIONS,
  REQUEUE_NOTIFICATIONS_TASK,
} from '@/callback/job-names'

/** A job left "processing" this long by a stopped instance (PostgreSQL) is taken up again. */
export const STALE_JOB_MS = 5 * 60 * 1000
/** Requests whose notification failed every retry are queued again this often. */
const REQUEUE_CRON = '0 */15 * * * *'

/**
 * Jobs marked processing by a process that is gone. With the embedded database there is one
 * process, so at its start every such job is; with PostgreSQL only those untouched for a while.
 */
export async function releaseStaleJobs(
  payload: Payload,
  { atStart = false }: { atStart?: boolean } = {},
): Promise<number> {
  const single = payload.db.name !== 'postgres'
  const cutoff = new Date(Date.now() - (atStart && single ? 0 : STALE_JOB_MS))
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { updatedAt: { less_than_equal: cutoff.toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}

/** Queues a new notification job for every submission whose mail failed every retry. */
export async function requeueFailedNotifications(
  payload: Payload,
  req?: PayloadRequest,
): Promise<number> {
  let requeued = 0
  for (const { collection, task } of NOTIFIED_COLLECTIONS) {
    const failed: Where = { notification: { equals: 'failed' } }
    const { docs } = await payload.find({
      collection,
      // An anonymised request has nothing left to tell (applications are deleted instead).
      where:
        collection === 'callback-requests'
          ? { and: [failed, { anonymisedAt: { exists: false } }] }
          : failed,
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: true,
      select: { notification: true },
    })
    for (const { id } of docs) {
      await payload.update({
        collection,
        id,
        data: { notification: 'pending' },
        depth: 0,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      await payload.jobs.queue({ task, queue: CALLBACK_JOBS_QUEUE, input: { requestId: id }, req })
    }
    requeued += docs.length
  }
  return requeued
}

export const requeueNotificationsTask: TaskConfig<{
  input: object
  output: { released: number; requeued: number }
}> = {
  slug: REQUEUE_NOTIFICATIONS_TASK,
  label: 'Queue failed callback notifications again',
  schedule: [{ cron: REQUEUE_CRON, queue: CALLBACK_JOBS_QUEUE }],
  handler: async ({ req }) => {
    const released = await releaseStaleJobs(req.payload)
    const requeued = await requeueFailedNotifications(req.payload)
    return { output: { released, requeued } }
  },
}
