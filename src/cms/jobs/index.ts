/**
 * The jobs queue: the callback notification with its retries, and the scheduled requeue and
 * retention tasks. Every server instance polls the queue; a job is taken by one of them at a time.
 */
import type { Config } from 'payload'
import { CALLBACK_JOBS_QUEUE } from '@/callback/job-names'
import { CALLBACK } from '@/config/constants'
import { anonymiseCallbacksTask } from './anonymise-callbacks'
import { notifyCallbackTask } from './notify-callback'
import { requeueNotificationsTask } from './requeue-notifications'
import { isServing } from './serving'

export const jobs: NonNullable<Config['jobs']> = {
  tasks: [notifyCallbackTask, requeueNotificationsTask, anonymiseCallbacksTask],
  autoRun: () => (isServing() ? [{ cron: CALLBACK.jobsCron, queue: CALLBACK_JOBS_QUEUE }] : []),
}
