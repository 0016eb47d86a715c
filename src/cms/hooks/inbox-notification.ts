/**
 * Queues the firm's e-mail about a new visitor submission (a callback request, an application) in
 * the same transaction that stores it: the submission and its notification job are committed
 * together, or neither is.
 */
import type { CollectionAfterChangeHook } from 'payload'

import { CALLBACK_JOBS_QUEUE, type NOTIFIED_COLLECTIONS } from '@/callback/job-names'

/** The hook queueing `task` for each new document (spam is never notified). */
export function queueNotification(
  task: (typeof NOTIFIED_COLLECTIONS)[number]['task'],
): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    if (operation !== 'create' || doc.status === 'spam') return doc
    await req.payload.jobs.queue({
      task,
      queue: CALLBACK_JOBS_QUEUE,
      input: { requestId: doc.id as number },
      req,
    })
    return doc
  }
}
