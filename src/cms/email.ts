import type { EmailAdapter } from 'payload'

import type { Env } from '@/config/env'

/** SMTP connection, greeting and socket timeouts: a hung mail server fails the attempt. */
export const SMTP_TIMEOUT_MS = 20_000

/** Transport options from SMTP_URL: smtp://user:pass@host:port (STARTTLS when offered) or smtps://. */
export function smtpOptions(url: string) {
  const parsed = new URL(url)
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://')
  }
  const secure = parsed.protocol === 'smtps:'
  const user = decodeURIComponent(parsed.username)
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
    // A mail server that accepts the connection and then hangs fails the attempt (it is retried).
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  }
}

type Recipients = Parameters<ReturnType<EmailAdapter>['sendEmail']>[0]['to']

/** How many addresses a message goes to (`to` may be a list, an address object or "a, b"). */
export function countRecipients(to: Recipients): number {
  if (!to) return 0
  if (Array.isArray(to)) return to.reduce((sum: number, one) => sum + countRecipients(one), 0)
  if (typeof to === 'string') return to.split(',').filter((part) => part.trim()).length
  return 1
}

/**
 * Mail over SMTP when SMTP_URL is set. Without it nothing is sent, and the log says so, with no
 * more than how many recipients the mail had: its subject and text carry a visitor's name, phone
 * and comment, which belong in the database and the admin (Callback requests), never in a log.
 */
export function emailAdapter(env: Env): EmailAdapter {
  const from = env.MAIL_FROM ?? 'noreply@gromov-larina.ru'
  const fromName = 'Gromov, Larina & Partners'
  return ({ payload }) => {
    let transport: import('nodemailer').Transporter | undefined
    return {
      name: env.SMTP_URL ? 'smtp' : 'log',
      defaultFromAddress: from,
      defaultFromName: fromName,
      sendEmail: async (message) => {
        if (!env.SMTP_URL) {
          payload.logger.warn(
            { recipients: countRecipients(message.to) },
            'e-mail not sent (no SMTP_URL set); a callback request stays in the admin',
          )
          return { logged: true }
        }
        if (!transport) {
          const nodemailer = await import('nodemailer')
          transport = nodemailer.createTransport(smtpOptions(env.SMTP_URL))
        }
        return transport.sendMail({ from: { name: fromName, address: from }, ...message })
      },
    }
  }
}
