/**
 * Retention of vacancy applications: once older than the period the firm sets (the site global's
 * `applicationRetentionMonths`, six months unless changed), an application is deleted, and with
 * it its CV and the CV's file (the collection's afterDelete hook).
 */
import type { Payload, TaskConfig } from 'payload'

import { CALLBACK_JOBS_QUEUE, REMOVE_OLD_APPLICATIONS_TASK } from '@/callback/job-names'

/** How long applications are kept, in months: the setting's default and its bounds. */
export const APPLICATION_RETENTION_MONTHS = { default: 6, min: 1, max: 36 } as const
/** Runs daily at 03:40 (server time), after the callback requests' anonymisation. */
const RETENTION_CRON = '0 40 3 * * *'

/** The moment `months` calendar months before `now`: older applications are removed. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/** Deletes every application older than the retention period, with its CV; returns how many. */
export async function removeOldApplications(payload: Payload, now = new Date()): Promise<number> {
  const site = await payload.findGlobal({ slug: 'site', depth: 0 })
  const months = site.applicationRetentionMonths ?? APPLICATION_RETENTION_MONTHS.default
  const { docs, errors } = await payload.delete({
    collection: 'applications',
    where: { createdAt: { less_than: retentionCutoff(now, months).toISOString() } },
    depth: 0,
    overrideAccess: true,
  })
  // A CV whose file could not be removed must not stay unnoticed: the next run tries again.
  if (errors.length) {
    throw new Error(`${errors.length} old applications could not be removed: ${errors[0]?.message}`)
  }
  return docs.length
}

export const removeOldApplicationsTask: TaskConfig<{
  input: object
  output: { removed: number }
}> = {
  slug: REMOVE_OLD_APPLICATIONS_TASK,
  label: 'Remove applications older than the retention period',
  schedule: [{ cron: RETENTION_CRON, queue: CALLBACK_JOBS_QUEUE }],
  handler: async ({ req }) => ({ output: { removed: await removeOldApplications(req.payload) } }),
}
