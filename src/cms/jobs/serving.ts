/**
 * Only the server runs the jobs queue, from its start-up (./start.ts, called by the server's
 * instrumentation): build workers, migrations and seeding load Payload too, and must neither send
 * mail nor keep timers alive.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { processRegistry } from '@/lib/process-registry'

const jobs = processRegistry('jobs')

/**
 * Marks the start of this process's job crons (./start.ts, outside any request). One store and
 * one flag per process: Payload's config (which asks) and the start-up (which marks) may be
 * different copies of these modules in Next's bundle.
 */
const jobsStart = () => jobs.once('start-mark', () => new AsyncLocalStorage<'jobs-start'>())
const jobCrons = () => jobs.once('crons', () => ({ claimed: false }))

/** Runs `start` as the start of the job crons, where `claimJobCrons` may say yes. */
export function startingJobs<T>(start: () => T): T {
  return jobsStart().run('jobs-start', start)
}

/**
 * Whether the caller may start the job crons: once per process, and only inside `startingJobs`
 * (never inside a request, nor inside a job, whose timers were made there).
 */
export function claimJobCrons(): boolean {
  if (jobsStart().getStore() !== 'jobs-start' || jobCrons().claimed) return false
  jobCrons().claimed = true
  return true
}

/** Whether this process's job crons were started. */
export function jobCronsStarted(): boolean {
  return jobCrons().claimed
}
