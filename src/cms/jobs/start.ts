/**
 * When the server starts: starts this process's job crons, releases jobs a killed process left
 * half-done, then runs whatever is due at once (the crons would within seconds), so a request
 * stored just before a crash is mailed and a publication scheduled while no instance ran happens
 * now.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { CALLBACK_JOBS_QUEUE } from '@/callback/job-names'
import { logError } from '@/lib/logger'
import { SCHEDULE_PUBLISH } from './index'
import { jobsLease } from './lease'
import { releaseStaleJobs } from './requeue-notifications'
import { jobCronsStarted, startingJobs } from './serving'

/** A server whose database did not answer at start tries again to start its job crons this often. */
const JOBS_START_RETRY_MS = 10_000

/**
 * Starts Payload's job crons (`jobs.autoRun`, ./index.ts) here, once, and nowhere else. Payload
 * would start them from whichever request first asks for its instance with `cron: true` (every
 * REST call and admin view does), and a timer keeps the async context it was created in: every
 * job, scheduled publications included, then ran inside that long-finished request's Next.js
 * context (seen in the logs: the job's hooks found the work store of `/api/[...slug]`), where
 * `revalidateTag` is recorded on the dead request and never applied, or refused as "during render"
 * when an admin view started them (payloadcms/payload#16392). This runs from `instrumentation.ts`,
 * outside any request: a job's hooks find no request, skip `revalidateTag`, and the bus listener
 * expires the pages (src/cms/hooks/page-cache-sync.ts). `autoRun` gives crons only inside
 * `startingJobs`, so a request's own start adds none.
 */
async function startCrons(payload: Payload): Promise<void> {
  if (jobCronsStarted()) return
  await payload._initializeCrons()
}

async function start(): Promise<void> {
  const payload = await getPayload({ config })
  await startCrons(payload)
  // Another instance runs the jobs: this one's crons take over when it stops (./lease.ts).
  if (!(await jobsLease().held())) return
  await releaseStaleJobs(payload, { atStart: true })
  await payload.jobs.run({ queue: CALLBACK_JOBS_QUEUE })
  await payload.jobs.run({ queue: SCHEDULE_PUBLISH.queue })
}

/**
 * Starts the jobs; a failure (the database not reachable yet) is logged and the start retried
 * until the crons run, from the same context (a timer set here keeps it). Resolves once the first
 * attempt has settled: the start-up run done, or the first failure logged.
 */
export function startJobs(
  log: (message: string, error: unknown) => void = logError,
): Promise<void> {
  return startingJobs(() => {
    const attempt = (): Promise<void> =>
      start().catch((error: unknown) => {
        if (jobCronsStarted()) {
          log('jobs: start-up run failed, the queues retry on their schedule', error)
          return
        }
        log(`jobs: start failed, retried in ${JOBS_START_RETRY_MS / 1000} s`, error)
        setTimeout(() => void attempt(), JOBS_START_RETRY_MS).unref()
      })
    return attempt()
  })
}
