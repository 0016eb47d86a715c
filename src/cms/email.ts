import type { EmailAdapter } from 'payload'

import { CALLBACK } from '@/config/constants'
import type { Env } from '@/config/env'

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
    connectionTimeout: CALLBACK.smtpTimeoutMs,
    greetingTimeout: CALLBACK.smtpTimeoutMs,
    socketTimeout: CALLBACK.smtpTimeoutMs,
  }
}

/**
 * Mail over SMTP when SMTP_URL is set. Without it the adapter writes every message to the log
 * (and says so in its answer), so nothing is silently dropped in development.
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
          payload.logger.info(
            { to: message.to, subject: message.subject, text: message.text },
            'e-mail (no SMTP_URL set)',
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
