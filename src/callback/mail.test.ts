import { describe, expect, it } from 'vitest'

import ru from '@/i18n/messages/ru.json'

import { applicationMail, callbackMail } from './mail'

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

describe('application notification mail', () => {
  const a = ru.applicationMail
  const application = {
    id: 7,
    name: 'Иван Соколов',
    email: 'ivan@example.ru',
    phone: '+79161234567',
    coverNote: 'Хочу в команду.\nОпыт — 3 года.',
    vacancy: { title: 'Юрист в практику банкротства' },
    cv: { filename: 'sokolov-cv.pdf' },
    locale: 'ru',
    createdAt: '2026-11-21T12:30:00.000Z',
  }

  it('names the vacancy and the applicant, quotes the note, links the application in the admin', () => {
    const mail = applicationMail(application, options)
    expect(mail.subject).toBe(
      a.subject
        .replace('{vacancy}', 'Юрист в практику банкротства')
        .replace('{name}', 'Иван Соколов'),
    )
    expect(mail.text.split('\n')).toEqual([
      a.intro,
      '',
      `${a.vacancy}: Юрист в практику банкротства`,
      `${a.name}: Иван Соколов`,
      `${a.email}: ivan@example.ru`,
      `${a.phone}: +79161234567`,
      `${a.coverNote}:`,
      '> Хочу в команду.',
      '> Опыт — 3 года.',
      `${a.cv}: sokolov-cv.pdf`,
      '',
      `${a.language}: ru`,
      `${a.received}: 2026-11-21T12:30:00.000Z`,
      '',
      `${a.open}: https://gromov-larina.ru/admin/collections/applications/7`,
      '',
    ])
    expect(mail.headers['Message-ID']).toBe(
      `<application-7-${Date.parse(application.createdAt)}@gromov-larina.ru>`,
    )
  })

  it('says so when the vacancy was deleted and there is no note', () => {
    const { text } = applicationMail({ ...application, vacancy: 3, coverNote: '' }, options)
    expect(text).toContain(`${a.vacancy}: —\n`)
    expect(text).toContain(`${a.coverNote}: ${a.noCoverNote}\n`)
  })
})
