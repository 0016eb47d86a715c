/**
 * Queues the firm's e-mail about a new callback request in the same transaction that stores it:
 * the request and its notification job are committed together, or neither is.
 */
import type { CollectionAfterChangeHook } from 'payload'

import { CALLBACK_JOBS_QUEUE, NOTIFY_CALLBACK_TASK } from '@/callback/job-names'

export const queueCallbackNotification: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || doc.status === 'spam') return doc
  await req.payload.jobs.queue({
    task: NOTIFY_CALLBACK_TASK,
    queue: CALLBACK_JOBS_QUEUE,
    input: { requestId: doc.id as number },
    req,
  })
  return doc
}
