/**
 * An event registration's side effects: the registrant's confirmation is queued in the same
 * transaction that stores the registration (both are committed, or neither), and the event page's
 * counts expire so that it shows the form, the waiting list or "closed" as the count now says.
 */
import type { CollectionAfterChangeHook } from 'payload'

import { CALLBACK_JOBS_QUEUE, NOTIFY_REGISTRATION_TASK } from '@/callback/job-names'
import { registrationsTag } from '@/config/cache-tags'

import { expireTags } from './revalidate'

export const queueRegistrationMail: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({
    task: NOTIFY_REGISTRATION_TASK,
    queue: CALLBACK_JOBS_QUEUE,
    input: { registrationId: doc.id as number },
    req,
  })
  return doc
}

const eventIdOf = (event: unknown) =>
  typeof event === 'object' && event !== null ? (event as { id: number }).id : (event as number)

export const revalidateRegistrationWindow: CollectionAfterChangeHook = async ({ doc, req }) => {
  await expireTags(req, [registrationsTag(eventIdOf(doc.event))])
  return doc
}
