/**
 * The alerts' mails, plain text in the subscriber's language: the confirmation (the only mail
 * before the address is confirmed), the reminder of an existing subscription, and the digest.
 * Every mail but the confirmation carries RFC 8058's one-click unsubscribe and the link to change
 * the choice.
 */
import type { Locale } from '@/config/constants'
import { catalogue } from '@/i18n/catalogue'

import { alertPageUrl, oneClickUrl } from './links'

export type AlertMail = {
  to: string
  subject: string
  text: string
  headers: Record<string, string>
}

/** One post of a digest: its title, kind's label, date and absolute link. */
export type DigestItem = { title: string; kind: string; date: string; url: string }

type Recipient = { email: string; language: Locale }
type Links = { siteUrl: string; confirmToken?: string; manageToken: string }

const host = (siteUrl: string) => new URL(siteUrl).hostname || 'localhost'
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim()

/** The headers that let a mail client unsubscribe in one click (RFC 2369, RFC 8058). */
function unsubscribeHeaders(siteUrl: string, manageToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl(siteUrl, manageToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

function footer(recipient: Recipient, links: Links): string[] {
  const t = catalogue(recipient.language).alertsMail
  return [
    '',
    `${t.change}: ${alertPageUrl(links.siteUrl, recipient.language, 'manage', links.manageToken)}`,
    '',
    t.signature,
  ]
}

/** The double opt-in's mail: the confirm link, and no unsubscribe (nothing was subscribed yet). */
export function confirmationMail(recipient: Recipient, links: Links & { confirmToken: string }) {
  const t = catalogue(recipient.language).alertsMail
  const url = alertPageUrl(links.siteUrl, recipient.language, 'confirm', links.confirmToken)
  return {
    to: recipient.email,
    subject: t.confirmSubject,
    text: `${[t.confirmIntro, '', url, '', t.confirmIgnore, '', t.signature].join('\n')}\n`,
    headers: {},
  } satisfies AlertMail
}

/** Sent to a confirmed address that subscribes again: its choice is changed from the link only. */
export function manageMail(recipient: Recipient, links: Links): AlertMail {
  const t = catalogue(recipient.language).alertsMail
  const url = alertPageUrl(links.siteUrl, recipient.language, 'manage', links.manageToken)
  return {
    to: recipient.email,
    subject: t.manageSubject,
    text: `${[t.manageIntro, '', url, '', t.signature].join('\n')}\n`,
    headers: unsubscribeHeaders(links.siteUrl, links.manageToken),
  }
}

/**
 * The weekly digest. Its Message-ID names the subscriber and the week, so a retry after a lost
 * answer from the mail server is recognised as the same message.
 */
export function digestMail(
  recipient: Recipient & { id: number },
  items: DigestItem[],
  links: Links & { week: string },
): AlertMail {
  const t = catalogue(recipient.language).alertsMail
  const lines = [t.digestIntro, '']
  for (const item of items) {
    lines.push(`${item.kind}, ${item.date}: ${oneLine(item.title)}`, item.url, '')
  }
  return {
    to: recipient.email,
    subject: t.digestSubject,
    text: `${[...lines, ...footer(recipient, links).slice(1)].join('\n')}\n`,
    headers: {
      ...unsubscribeHeaders(links.siteUrl, links.manageToken),
      'Message-ID': `<digest-${recipient.id}-${links.week}@${host(links.siteUrl)}>`,
    },
  }
}
