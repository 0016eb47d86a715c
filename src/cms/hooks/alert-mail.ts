/**
 * Queues a subscriber's confirmation mail in the same transaction that stores the subscription:
 * both are committed together, or neither is (src/alerts/subscription.ts asks for it by context).
 */
import type { CollectionAfterChangeHook } from 'payload'

import { ALERTS_JOBS_QUEUE, SEND_ALERT_MAIL_TASK } from '@/alerts/job-names'

export const queueAlertMail: CollectionAfterChangeHook = async ({ doc, context, req }) => {
  if (context.alertMail !== 'confirm') return doc
  await req.payload.jobs.queue({
    task: SEND_ALERT_MAIL_TASK,
    queue: ALERTS_JOBS_QUEUE,
    input: { subscriberId: doc.id as number, kind: 'confirm' },
    req,
  })
  return doc
}
