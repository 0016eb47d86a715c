import { afterEach, describe, expect, it } from 'vitest'

import { processRegistry } from '@/lib/process-registry'
import { claimJobCrons, jobCronsStarted, startingJobs } from './serving'

afterEach(() => processRegistry('jobs').forget('crons'))

describe('the job crons start once, at start-up, never from a request', () => {
  it('refuses a start outside startingJobs (a request asking Payload for its crons)', async () => {
    expect(claimJobCrons()).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 1))
    expect(claimJobCrons()).toBe(false)
    expect(jobCronsStarted()).toBe(false)
  })

  it('allows one start inside startingJobs, across awaits, and no second one', async () => {
    const claims = await startingJobs(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      return [claimJobCrons(), claimJobCrons()]
    })
    expect(claims).toEqual([true, false])
    expect(jobCronsStarted()).toBe(true)
    // A timer made inside (a cron's) keeps the mark, and still gets no second start.
    const later = await startingJobs(
      () => new Promise<boolean>((resolve) => setTimeout(() => resolve(claimJobCrons()), 1)),
    )
    expect(later).toBe(false)
  })

  it('does not leak the mark out of startingJobs', async () => {
    await startingJobs(async () => undefined)
    expect(claimJobCrons()).toBe(false)
  })
})
