import { telNumber } from './phone'
import { utf8Bytes } from './utf8'

/** A contact card (vCard 4.0, RFC 6350) for a lawyer's "save contact" download. */
export type VCardInput = {
  name: string
  title?: string | null
  organization?: string | null
  email?: string | null
  phone?: string | null
  url?: string | null
  photoUrl?: string | null
  address?: string | null
  language?: string
}

/** Escapes a text value: backslash, comma, semicolon and line breaks (RFC 6350 §3.4). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 6350 §3.2). */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = utf8Bytes(ch)
    const limit = parts.length === 0 ? 75 : 74 // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The card as text, CRLF line endings. */
export function buildVCard(input: VCardInput): string {
  const lines = ['BEGIN:VCARD', 'VERSION:4.0', `FN:${escapeText(input.name)}`]
  const [first, ...rest] = input.name.split(/\s+/)
  // N is family;given: a Russian name reads "Family Given Patronymic", an English one "Given Family".
  const family = input.language === 'ru' ? first : rest.join(' ')
  const given = input.language === 'ru' ? rest.join(' ') : first
  lines.push(`N:${escapeText(family ?? '')};${escapeText(given ?? '')};;;`)
  if (input.title) lines.push(`TITLE:${escapeText(input.title)}`)
  if (input.organization) lines.push(`ORG:${escapeText(input.organization)}`)
  if (input.email) lines.push(`EMAIL;TYPE=work:${escapeText(input.email)}`)
  if (input.phone) lines.push(`TEL;TYPE=work,voice;VALUE=uri:tel:${telNumber(input.phone)}`)
  if (input.address) lines.push(`ADR;TYPE=work:;;${escapeText(input.address)};;;;`)
  if (input.url) lines.push(`URL:${input.url}`)
  if (input.photoUrl) lines.push(`PHOTO:${input.photoUrl}`)
  if (input.language) lines.push(`LANG:${input.language}`)
  lines.push('END:VCARD')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
