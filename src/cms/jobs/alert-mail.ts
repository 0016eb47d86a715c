/**
 * Sends a subscriber's confirmation mail (the only one before they confirm) or, to a confirmed
 * address that subscribed again, the link to change their choice. A failed attempt is thrown, so
 * the queue tries again with exponential backoff; a subscriber gone or confirmed since is skipped.
 */
import type { TaskConfig } from 'payload'

import { SEND_ALERT_MAIL_TASK } from '@/alerts/job-names'
import { confirmationMail, manageMail } from '@/alerts/mail'
import { alertToken } from '@/alerts/tokens'
import { getEnv, resolvePayloadSecret } from '@/config/env'

/** Mail attempts and the backoff between them (10 s, 20 s, 40 s… about 2.5 h in all). */
export const ALERT_MAIL_RETRIES = { attempts: 10, backoffMs: 10_000 } as const

type AlertMailTask = {
  input: { subscriberId: number; kind: 'confirm' | 'manage' }
  output: { mail: string }
}

export const sendAlertMailTask: TaskConfig<AlertMailTask> = {
  slug: SEND_ALERT_MAIL_TASK,
  label: 'Send an alert subscription mail',
  inputSchema: [
    { name: 'subscriberId', type: 'number', required: true },
    { name: 'kind', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'mail', type: 'text' }],
  retries: {
    attempts: ALERT_MAIL_RETRIES.attempts,
    backoff: { type: 'exponential', delay: ALERT_MAIL_RETRIES.backoffMs },
  },
  handler: async ({ input, req }) => {
    const { payload } = req
    const subscriber = await payload
      .findByID({ collection: 'subscribers', id: input.subscriberId, depth: 0, req })
      .catch(() => null)
    if (!subscriber?.tokenSalt) return { output: { mail: 'skipped' } }
    if (input.kind === 'confirm' && subscriber.status === 'confirmed') {
      return { output: { mail: 'skipped' } }
    }
    const secret = resolvePayloadSecret()
    const links = {
      siteUrl: getEnv().siteUrl,
      manageToken: alertToken(secret, 'manage', {
        id: subscriber.id,
        tokenSalt: subscriber.tokenSalt,
      }),
      confirmToken: alertToken(secret, 'confirm', {
        id: subscriber.id,
        tokenSalt: subscriber.tokenSalt,
      }),
    }
    const mail =
      input.kind === 'confirm' ? confirmationMail(subscriber, links) : manageMail(subscriber, links)
    await payload.sendEmail(mail)
    return { output: { mail: input.kind } }
  },
}
