/**
 * Sends a registrant the confirmation of an event registration, with the callback notification's
 * retries: a failed attempt is recorded and thrown, so the queue tries again with backoff; a
 * registration already confirmed, cancelled or deleted is not mailed.
 */
import type { TaskConfig } from 'payload'

import { NOTIFY_REGISTRATION_TASK } from '@/callback/job-names'
import { getEnv } from '@/config/env'
import { registrationMail } from '@/registration/mail'

import { MAIL_RETRIES, NOTIFICATION_ERROR_MAX_LENGTH } from './notify'

type NotifyTask = { input: { registrationId: number }; output: { mail: string } }

export const notifyRegistrationTask: TaskConfig<NotifyTask> = {
  slug: NOTIFY_REGISTRATION_TASK,
  label: 'Confirm an event registration to the registrant',
  inputSchema: [{ name: 'registrationId', type: 'number', required: true }],
  outputSchema: [{ name: 'mail', type: 'text' }],
  retries: {
    attempts: MAIL_RETRIES.attempts,
    backoff: { type: 'exponential', delay: MAIL_RETRIES.backoffMs },
  },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const registration = await payload
      .findByID({ collection: 'event-registrations', id: input.registrationId, depth: 0, req })
      .catch(() => null)
    if (!registration || registration.status === 'cancelled') return { output: { mail: 'skipped' } }
    if (registration.mail === 'sent' || registration.mail === 'logged') {
      return { output: { mail: registration.mail } }
    }
    const eventId =
      typeof registration.event === 'object' ? registration.event.id : registration.event
    const [post, site] = await Promise.all([
      payload.findByID({
        collection: 'posts',
        id: eventId,
        depth: 0,
        locale: registration.locale,
        req,
      }),
      payload.findGlobal({ slug: 'site', depth: 0, locale: registration.locale, req }),
    ])
    const attempts = (registration.mailAttempts ?? 0) + 1
    const mail = registrationMail(registration, post, {
      siteUrl: getEnv().siteUrl,
      siteName: site.name ?? 'Gromov, Larina & Partners',
    })
    const record = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'event-registrations',
        id: registration.id,
        data: { mailAttempts: attempts, ...data },
        depth: 0,
        req,
        context: { disableRevalidate: true },
      })
    try {
      const result = (await payload.sendEmail(mail)) as { logged?: boolean } | undefined
      const sent = result?.logged ? 'logged' : 'sent'
      await record({ mail: sent, mailError: null })
      return { output: { mail: sent } }
    } catch (error) {
      const final = (job.totalTried ?? 0) + 1 > MAIL_RETRIES.attempts
      const message = error instanceof Error ? error.message : String(error)
      await record({
        mail: final ? 'failed' : 'pending',
        mailError: message.slice(0, NOTIFICATION_ERROR_MAX_LENGTH),
      })
      throw error
    }
  },
}
