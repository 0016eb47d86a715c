import type { EmailAdapter } from 'payload'

import type { Env } from '@/config/env'

/**
 * Mail over SMTP when SMTP_URL is set (smtp://user:pass@host:port or smtps://…). Without it the
 * adapter writes every message to the log, so nothing is silently dropped in development.
 */
export function emailAdapter(env: Env): EmailAdapter {
  const from = env.MAIL_FROM ?? 'noreply@gromov-larina.ru'
  return ({ payload }) => {
    let transport: import('nodemailer').Transporter | undefined
    return {
      name: env.SMTP_URL ? 'smtp' : 'log',
      defaultFromAddress: from,
      defaultFromName: 'Gromov, Larina & Partners',
      sendEmail: async (message) => {
        if (!env.SMTP_URL) {
          payload.logger.info(
            { to: message.to, subject: message.subject },
            'e-mail (no SMTP_URL set)',
          )
          return { logged: true }
        }
        if (!transport) {
          const nodemailer = await import('nodemailer')
          transport = nodemailer.createTransport(env.SMTP_URL)
        }
        return transport.sendMail({ from, ...message })
      },
    }
  }
}
