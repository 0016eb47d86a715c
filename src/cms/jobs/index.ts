/**
 * The jobs queues: the callback and application notifications and the registration confirmation
 * with their retries, the scheduled requeue and retention tasks, the alerts' mails and their
 * weekly digest; and Payload's scheduled publish and unpublish of drafts (its `schedulePublish`
 * task, added by Payload to the tasks, queued on its default queue). Every server instance polls
 * both queues, with crons started once at start-up outside any request (./start.ts); a job is
 * taken by one instance at a time. A scheduled publication is an ordinary update through the
 * Local API outside a request: its hooks tell every instance, this one too, through the bus, and
 * each expires its pages (src/cms/hooks/page-cache-sync.ts).
 */
import type { Config } from 'payload'
import { CALLBACK_JOBS_QUEUE } from '@/callback/job-names'
import { queueDigestsTask, sendDigestTask } from './alert-digest'
import { sendAlertMailTask } from './alert-mail'
import { anonymiseCallbacksTask } from './anonymise-callbacks'
import { jobsLease } from './lease'
import { notifyApplicationTask, notifyCallbackTask } from './notify'
import { notifyRegistrationTask } from './notify-registration'
import { removeOldApplicationsTask } from './remove-old-applications'
import { requeueNotificationsTask } from './requeue-notifications'
import { claimJobCrons } from './serving'

/** How often the callback queue is looked at for due work (notifications and their retries). */
const CALLBACK_JOBS_CRON = '*/5 * * * * *'

/**
 * Scheduled publications: Payload queues its `schedulePublish` jobs on its default queue (without
 * naming one), which every serving instance looks at this often, so a post scheduled for 10:00 is
 * on the site by 10:00:10 on every instance (docs/preview.md).
 */
export const SCHEDULE_PUBLISH = { queue: 'default', cron: '*/10 * * * * *' } as const

export const jobs: NonNullable<Config['jobs']> = {
  tasks: [
    notifyCallbackTask,
    notifyApplicationTask,
    notifyRegistrationTask,
    requeueNotificationsTask,
    anonymiseCallbacksTask,
    removeOldApplicationsTask,
    sendAlertMailTask,
    queueDigestsTask,
    sendDigestTask,
  ],
  // Only for the start-up in ./start.ts, once: never for a request that asks Payload for its
  // crons (the jobs would run inside that request's context; see there).
  autoRun: () =>
    claimJobCrons()
      ? [
          { cron: CALLBACK_JOBS_CRON, queue: CALLBACK_JOBS_QUEUE },
          { cron: SCHEDULE_PUBLISH.cron, queue: SCHEDULE_PUBLISH.queue },
        ]
      : [],
  // Asked at every tick of every cron: one instance runs the jobs (./lease.ts).
  shouldAutoRun: () => jobsLease().held(),
}
