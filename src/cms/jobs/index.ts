/**
 * The jobs queues: the callback notification with its retries, and the scheduled requeue and
 * retention tasks; and Payload's scheduled publish and unpublish of drafts (its `schedulePublish`
 * task, added by Payload to the tasks, queued on its default queue). Every server instance polls
 * both queues; a job is taken by one of them at a time. A scheduled publication is an ordinary
 * update through the Local API, so the same hooks as a manual publish expire this instance's pages
 * and tell every other instance through the bus.
 */
import type { Config } from 'payload'
import { CALLBACK_JOBS_QUEUE } from '@/callback/job-names'
import { CALLBACK, DRAFTS } from '@/config/constants'
import { anonymiseCallbacksTask } from './anonymise-callbacks'
import { notifyCallbackTask } from './notify-callback'
import { requeueNotificationsTask } from './requeue-notifications'
import { isServing } from './serving'

export const jobs: NonNullable<Config['jobs']> = {
  tasks: [notifyCallbackTask, requeueNotificationsTask, anonymiseCallbacksTask],
  autoRun: () =>
    isServing()
      ? [
          { cron: CALLBACK.jobsCron, queue: CALLBACK_JOBS_QUEUE },
          { cron: DRAFTS.scheduleCron, queue: DRAFTS.scheduleQueue },
        ]
      : [],
}
