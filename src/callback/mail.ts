/**
 * The firm's notification of a callback request: plain text only (nothing a mail client could run),
 * in the firm's language, with a link to the request in the admin.
 */
import { DEFAULT_LOCALE } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'

export type CallbackMailRequest = {
  id: number | string
  name: string
  phone: string
  comment?: string | null
  locale?: string | null
  page?: string | null
  createdAt: string
}

export type CallbackMail = {
  to: string
  subject: string
  text: string
  headers: Record<string, string>
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)

/** Line breaks would let a name add headers or forge lines of the message. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

/** The visitor's comment, each line marked as theirs: it cannot pass for a line of the mail. */
const quoted = (comment: string) =>
  comment
    .split(/\r\n?|\n|\u2028|\u2029/)
    .map((line) => `> ${line}`)
    .join('\n')

export function callbackMail(
  request: CallbackMailRequest,
  { to, siteUrl }: { to: string; siteUrl: string },
): CallbackMail {
  const t = catalogue(DEFAULT_LOCALE).callbackMail
  const base = siteUrl.replace(/\/+$/, '')
  const received = new Date(request.createdAt)
  const lines = [
    t.intro,
    '',
    `${t.name}: ${oneLine(request.name)}`,
    `${t.phone}: ${oneLine(request.phone)}`,
    request.comment?.trim()
      ? `${t.comment}:\n${quoted(request.comment)}`
      : `${t.comment}: ${t.noComment}`,
    '',
    `${t.language}: ${request.locale ?? '—'}`,
    `${t.page}: ${request.page ? `${base}${request.page}` : '—'}`,
    `${t.received}: ${received.toISOString()}`,
    '',
    `${t.open}: ${base}/admin/collections/callback-requests/${request.id}`,
  ]
  const host = new URL(base).hostname || 'localhost'
  return {
    to,
    subject: fill(t.subject, { name: oneLine(request.name), phone: oneLine(request.phone) }),
    text: `${lines.join('\n')}\n`,
    // One id per request: a retry after a lost answer is recognised as the same message.
    headers: { 'Message-ID': `<callback-${request.id}-${received.getTime()}@${host}>` },
  }
}
