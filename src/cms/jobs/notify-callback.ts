/**
 * Sends the firm the e-mail about one callback request. A failed attempt (SMTP down, refused) is
 * recorded on the request and thrown, so the queue tries again with exponential backoff; after the
 * last retry the request is marked `failed`, and the requeue task starts over later. A request
 * already notified is not mailed again.
 */
import type { TaskConfig } from 'payload'
import { NOTIFY_CALLBACK_TASK } from '@/callback/job-names'
import { callbackMail } from '@/callback/mail'
import { getEnv } from '@/config/env'

/** Mail attempts and the backoff between them (10 s, 20 s, 40 s… about 11 h in all). */
export const MAIL_RETRIES = { attempts: 12, backoffMs: 10_000 } as const
/** The delivery error kept on a request (the admin shows it). */
export const NOTIFICATION_ERROR_MAX_LENGTH = 500

type NotifyTask = { input: { requestId: number }; output: { notification: string } }

export const notifyCallbackTask: TaskConfig<NotifyTask> = {
  slug: NOTIFY_CALLBACK_TASK,
  label: 'Notify the firm of a callback request',
  inputSchema: [{ name: 'requestId', type: 'number', required: true }],
  outputSchema: [{ name: 'notification', type: 'text' }],
  retries: {
    attempts: MAIL_RETRIES.attempts,
    backoff: { type: 'exponential', delay: MAIL_RETRIES.backoffMs },
  },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const request = await payload
      .findByID({ collection: 'callback-requests', id: input.requestId, depth: 0, req })
      .catch(() => null)
    // Deleted or anonymised since: there is nothing left to tell.
    if (!request || request.anonymisedAt) return { output: { notification: 'skipped' } }
    if (request.notification === 'sent' || request.notification === 'logged') {
      return { output: { notification: request.notification } }
    }
    const attempts = (request.notificationAttempts ?? 0) + 1
    const site = await payload.findGlobal({ slug: 'site', depth: 0, req })
    const env = getEnv()
    const mail = callbackMail(request, {
      to: site.callbackEmail || site.email,
      siteUrl: env.siteUrl,
    })
    try {
      const result = (await payload.sendEmail(mail)) as { logged?: boolean } | undefined
      const notification = result?.logged ? 'logged' : 'sent'
      await payload.update({
        collection: 'callback-requests',
        id: request.id,
        data: {
          notification,
          notificationAttempts: attempts,
          notifiedAt: new Date().toISOString(),
          notificationError: null,
        },
        depth: 0,
        req,
        context: { disableRevalidate: true },
      })
      return { output: { notification } }
    } catch (error) {
      // Tries so far, this one included, against the first try plus its retries.
      const final = (job.totalTried ?? 0) + 1 > MAIL_RETRIES.attempts
      const message = error instanceof Error ? error.message : String(error)
      await payload.update({
        collection: 'callback-requests',
        id: request.id,
        data: {
          notification: final ? 'failed' : 'pending',
          notificationAttempts: attempts,
          notificationError: message.slice(0, NOTIFICATION_ERROR_MAX_LENGTH),
        },
        depth: 0,
        req,
        context: { disableRevalidate: true },
      })
      throw error
    }
  },
}
