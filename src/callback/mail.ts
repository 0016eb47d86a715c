/**
 * The firm's notifications of a callback request and of a vacancy application: plain text only
 * (nothing a mail client could run), in the firm's language, with a link to it in the admin.
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

/** The link to a document in the admin, and the mail's host name. */
function addresses(siteUrl: string, collection: string, id: number | string) {
  const base = siteUrl.replace(/\/+$/, '')
  return {
    base,
    admin: `${base}/admin/collections/${collection}/${id}`,
    host: new URL(base).hostname || 'localhost',
  }
}

export function callbackMail(
  request: CallbackMailRequest,
  { to, siteUrl }: { to: string; siteUrl: string },
): CallbackMail {
  const t = catalogue(DEFAULT_LOCALE).callbackMail
  const { base, admin, host } = addresses(siteUrl, 'callback-requests', request.id)
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
    `${t.open}: ${admin}`,
  ]
  return {
    to,
    subject: fill(t.subject, { name: oneLine(request.name), phone: oneLine(request.phone) }),
    text: `${lines.join('\n')}\n`,
    // One id per request: a retry after a lost answer is recognised as the same message.
    headers: { 'Message-ID': `<callback-${request.id}-${received.getTime()}@${host}>` },
  }
}

export type ApplicationMailInput = {
  id: number | string
  name: string
  email: string
  phone: string
  coverNote?: string | null
  /** The vacancy, populated (depth 1), or its id when it was deleted since. */
  vacancy?: number | { title?: string | null } | null
  cv?: number | { filename?: string | null } | null
  locale?: string | null
  createdAt: string
}

/** The firm's notice of an application; the CV itself stays in the admin (staff only). */
export function applicationMail(
  application: ApplicationMailInput,
  { to, siteUrl }: { to: string; siteUrl: string },
): CallbackMail {
  const t = catalogue(DEFAULT_LOCALE).applicationMail
  const { admin, host } = addresses(siteUrl, 'applications', application.id)
  const received = new Date(application.createdAt)
  const vacancy =
    typeof application.vacancy === 'object' && application.vacancy?.title
      ? oneLine(application.vacancy.title)
      : '—'
  const cv = typeof application.cv === 'object' ? application.cv?.filename : undefined
  const lines = [
    t.intro,
    '',
    `${t.vacancy}: ${vacancy}`,
    `${t.name}: ${oneLine(application.name)}`,
    `${t.email}: ${oneLine(application.email)}`,
    `${t.phone}: ${oneLine(application.phone)}`,
    application.coverNote?.trim()
      ? `${t.coverNote}:\n${quoted(application.coverNote)}`
      : `${t.coverNote}: ${t.noCoverNote}`,
    `${t.cv}: ${cv ? oneLine(cv) : '—'}`,
    '',
    `${t.language}: ${application.locale ?? '—'}`,
    `${t.received}: ${received.toISOString()}`,
    '',
    `${t.open}: ${admin}`,
  ]
  return {
    to,
    subject: fill(t.subject, { vacancy, name: oneLine(application.name) }),
    text: `${lines.join('\n')}\n`,
    headers: { 'Message-ID': `<application-${application.id}-${received.getTime()}@${host}>` },
  }
}
