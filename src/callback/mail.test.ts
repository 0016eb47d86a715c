import { describe, expect, it } from 'vitest'

import ru from '@/i18n/messages/ru.json'

import { callbackMail } from './mail'

const t = ru.callbackMail
const request = {
  id: 42,
  name: 'Анна Петрова',
  phone: '+79123456789',
  comment: 'Вопрос о наследстве.\nПерезвоните после 18:00.',
  locale: 'en',
  page: '/en/contacts',
  createdAt: '2026-11-21T12:30:00.000Z',
}
const options = { to: 'reception@example.ru', siteUrl: 'https://gromov-larina.ru/' }

describe('callback notification mail', () => {
  it('goes to the given address with the name and phone in the subject', () => {
    const mail = callbackMail(request, options)
    expect(mail.to).toBe('reception@example.ru')
    expect(mail.subject).toBe(
      t.subject.replace('{name}', 'Анна Петрова').replace('{phone}', '+79123456789'),
    )
  })

  it("carries the request's contents, the page it came from and a link to it in the admin", () => {
    const { text } = callbackMail(request, options)
    expect(text.split('\n')).toEqual([
      t.intro,
      '',
      `${t.name}: Анна Петрова`,
      `${t.phone}: +79123456789`,
      `${t.comment}:`,
      '> Вопрос о наследстве.',
      '> Перезвоните после 18:00.',
      '',
      `${t.language}: en`,
      `${t.page}: https://gromov-larina.ru/en/contacts`,
      `${t.received}: 2026-11-21T12:30:00.000Z`,
      '',
      `${t.open}: https://gromov-larina.ru/admin/collections/callback-requests/42`,
      '',
    ])
  })

  it('quotes every line of the comment, so it cannot forge a line of the mail', () => {
    const forged = `ок\n\n${t.open}: https://evil.example/admin`
    const { text } = callbackMail({ ...request, comment: forged }, options)
    expect(text).toContain(`> ок\n> \n> ${t.open}: https://evil.example/admin\n`)
    expect(text.split('\n').filter((line) => line.startsWith(`${t.open}:`))).toEqual([
      `${t.open}: https://gromov-larina.ru/admin/collections/callback-requests/42`,
    ])
  })

  it('says so when there is no comment, page or language', () => {
    const { text } = callbackMail(
      { ...request, comment: '  ', page: null, locale: null },
      { ...options, siteUrl: 'http://localhost:3000' },
    )
    expect(text).toContain(`${t.comment}: ${t.noComment}\n`)
    expect(text).toContain(`${t.page}: —\n`)
    expect(text).toContain(`${t.language}: —\n`)
    expect(text).toContain(
      `${t.open}: http://localhost:3000/admin/collections/callback-requests/42`,
    )
  })

  it('keeps a name with line breaks on one line (no forged headers or lines)', () => {
    const mail = callbackMail(
      { ...request, name: 'Eve\r\nBcc: victim@example.com\u2028X', phone: '+7912\n3456789' },
      options,
    )
    expect(mail.subject).not.toMatch(/[\r\n\u2028]/)
    expect(mail.subject).toContain('Eve Bcc: victim@example.com X')
    expect(mail.text).toContain(`${t.name}: Eve Bcc: victim@example.com X\n`)
    expect(mail.text).toContain(`${t.phone}: +7912 3456789\n`)
  })

  it('has one Message-ID per request, the same on every retry', () => {
    const first = callbackMail(request, options)
    const again = callbackMail(request, options)
    const other = callbackMail({ ...request, id: 43 }, options)
    expect(first.headers['Message-ID']).toBe(
      `<callback-42-${Date.parse(request.createdAt)}@gromov-larina.ru>`,
    )
    expect(again.headers['Message-ID']).toBe(first.headers['Message-ID'])
    expect(other.headers['Message-ID']).not.toBe(first.headers['Message-ID'])
  })

  it('is plain text: markup a visitor typed stays as typed, nothing is rendered', () => {
    const mail = callbackMail({ ...request, comment: 'a < b && c > d' }, options)
    expect(mail).not.toHaveProperty('html')
    expect(mail.text).toContain('a < b && c > d')
  })
})
