/**
 * When the server starts: releases jobs a killed process left half-done, then runs whatever is
 * due at once (the cron would within seconds), so a request stored just before a crash is mailed
 * and a publication scheduled while no instance ran happens now.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { CALLBACK_JOBS_QUEUE } from '@/callback/job-names'
import { DRAFTS } from '@/config/constants'
import { releaseStaleJobs } from './requeue-notifications'

export async function startJobs(): Promise<void> {
  const payload = await getPayload({ config })
  await releaseStaleJobs(payload, { atStart: true })
  await payload.jobs.run({ queue: CALLBACK_JOBS_QUEUE })
  await payload.jobs.run({ queue: DRAFTS.scheduleQueue })
}
