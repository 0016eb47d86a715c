/**
 * The jobs queues: the callback notification with its retries, and the scheduled requeue and
 * retention tasks; and Payload's scheduled publish and unpublish of drafts (its `schedulePublish`
 * task, added by Payload to the tasks, queued on its default queue). Every server instance polls
 * both queues, with crons started once at start-up outside any request (./start.ts); a job is
 * taken by one instance at a time. A scheduled publication is an ordinary update through the
 * Local API outside a request: its hooks tell every instance, this one too, through the bus, and
 * each expires its pages (src/cms/hooks/page-cache-sync.ts).
 */
import type { Config } from 'payload'
import { CALLBACK_JOBS_QUEUE } from '@/callback/job-names'
import { CALLBACK, DRAFTS } from '@/config/constants'
import { anonymiseCallbacksTask } from './anonymise-callbacks'
import { jobsLease } from './lease'
import { notifyCallbackTask } from './notify-callback'
import { requeueNotificationsTask } from './requeue-notifications'
import { claimJobCrons } from './serving'

export const jobs: NonNullable<Config['jobs']> = {
  tasks: [notifyCallbackTask, requeueNotificationsTask, anonymiseCallbacksTask],
  // Only for the start-up in ./start.ts, once: never for a request that asks Payload for its
  // crons (the jobs would run inside that request's context; see there).
  autoRun: () =>
    claimJobCrons()
      ? [
          { cron: CALLBACK.jobsCron, queue: CALLBACK_JOBS_QUEUE },
          { cron: DRAFTS.scheduleCron, queue: DRAFTS.scheduleQueue },
        ]
      : [],
  // Asked at every tick of every cron: one instance runs the jobs (./lease.ts).
  shouldAutoRun: () => jobsLease().held(),
}
