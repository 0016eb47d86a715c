/**
 * Step: once the server's first answer is sent (whatever it was: a page, /readyz, a 404), the work
 * that waits for it begins (src/lib/first-answer.ts: the search indexes, the jobs, the live channel).
 */
import { markFirstAnswer } from '@/lib/first-answer'
import type { RequestStep } from './request-steps'

export function startWaitingWorkAfterFirstAnswer(): RequestStep {
  let marked = false
  return ({ res }) => {
    if (marked) return 'next'
    marked = true
    res.once('close', markFirstAnswer)
    return 'next'
  }
}
