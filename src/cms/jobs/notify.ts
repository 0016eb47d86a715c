/**
 * Sends the firm the e-mail about one visitor submission (a callback request, a vacancy
 * application). A failed attempt (SMTP down, refused) is recorded on the submission and thrown, so
 * the queue tries again with exponential backoff; after the last retry the submission is marked
 * `failed`, and the requeue task starts over later. One already notified is not mailed again.
 */
import type { DataFromCollectionSlug, TaskConfig } from 'payload'
import { NOTIFY_APPLICATION_TASK, NOTIFY_CALLBACK_TASK } from '@/callback/job-names'
import { applicationMail, type CallbackMail, callbackMail } from '@/callback/mail'
import { getEnv } from '@/config/env'
import type { Site } from '@/config/payload-types'

/** Mail attempts and the backoff between them (10 s, 20 s, 40 s… about 11 h in all). */
export const MAIL_RETRIES = { attempts: 12, backoffMs: 10_000 } as const
/** The delivery error kept on a submission (the admin shows it). */
export const NOTIFICATION_ERROR_MAX_LENGTH = 500

type Notified = 'callback-requests' | 'applications'
type NotifyTask = { input: { requestId: number }; output: { notification: string } }
type MailOptions = { to: string; siteUrl: string }

/** The task mailing the firm about each new document of `collection`, written by `mail`. */
function notifyTask<C extends Notified>(
  slug: string,
  label: string,
  collection: C,
  mail: (doc: DataFromCollectionSlug<C>, options: MailOptions) => CallbackMail,
  recipient: (site: Site) => string,
): TaskConfig<NotifyTask> {
  return {
    slug,
    label,
    inputSchema: [{ name: 'requestId', type: 'number', required: true }],
    outputSchema: [{ name: 'notification', type: 'text' }],
    retries: {
      attempts: MAIL_RETRIES.attempts,
      backoff: { type: 'exponential', delay: MAIL_RETRIES.backoffMs },
    },
    handler: async ({ input, job, req }) => {
      const { payload } = req
      const doc = (await payload
        .findByID({ collection, id: input.requestId, depth: 1, req })
        .catch(() => null)) as (DataFromCollectionSlug<C> & { anonymisedAt?: string | null }) | null
      // Deleted or anonymised since: there is nothing left to tell.
      if (!doc || doc.anonymisedAt) return { output: { notification: 'skipped' } }
      if (doc.notification === 'sent' || doc.notification === 'logged') {
        return { output: { notification: doc.notification } }
      }
      const attempts = (doc.notificationAttempts ?? 0) + 1
      const site = await payload.findGlobal({ slug: 'site', depth: 0, req })
      const message = mail(doc, { to: recipient(site), siteUrl: getEnv().siteUrl })
      const record = (data: Record<string, unknown>) =>
        payload.update({
          collection,
          id: doc.id,
          data,
          depth: 0,
          req,
          context: { disableRevalidate: true },
        } as Parameters<typeof payload.update>[0])
      try {
        const result = (await payload.sendEmail(message)) as { logged?: boolean } | undefined
        const notification = result?.logged ? 'logged' : 'sent'
        await record({
          notification,
          notificationAttempts: attempts,
          notifiedAt: new Date().toISOString(),
          notificationError: null,
        })
        return { output: { notification } }
      } catch (error) {
        // Tries so far, this one included, against the first try plus its retries.
        const final = (job.totalTried ?? 0) + 1 > MAIL_RETRIES.attempts
        const text = error instanceof Error ? error.message : String(error)
        await record({
          notification: final ? 'failed' : 'pending',
          notificationAttempts: attempts,
          notificationError: text.slice(0, NOTIFICATION_ERROR_MAX_LENGTH),
        })
        throw error
      }
    },
  }
}

export const notifyCallbackTask = notifyTask(
  NOTIFY_CALLBACK_TASK,
  'Notify the firm of a callback request',
  'callback-requests',
  callbackMail,
  (site) => site.callbackEmail || site.email,
)

export const notifyApplicationTask = notifyTask(
  NOTIFY_APPLICATION_TASK,
  'Notify the firm of a vacancy application',
  'applications',
  applicationMail,
  (site) => site.applicationEmail || site.callbackEmail || site.email,
)
