import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'

import { cancelUrl, registrationMail } from './mail'

const post = {
  id: 12,
  title: 'Digital assets in 2027',
  summary: 'A seminar.',
  updatedAt: '2026-11-15T10:00:00.000Z',
  event: {
    startsAt: '2027-03-16T12:00:00.000Z',
    endsAt: '2027-03-16T15:00:00.000Z',
    place: 'Moscow, the firm’s office',
  },
}
const registration = {
  id: 7,
  name: 'Anna\r\nBcc: x@example.com',
  email: 'anna@example.com',
  status: 'registered' as const,
  locale: 'en' as const,
  cancelToken: 'abcDEF123_-abcDEF123_-abcDEF12',
  createdAt: '2027-03-01T10:00:00.000Z',
}
const options = { siteUrl: 'https://gromov-larina.ru/', siteName: 'Gromov, Larina & Partners' }

describe('the registration confirmation', () => {
  it('is in the page’s language, with the event, the .ics and the cancel link', () => {
    const mail = registrationMail(registration, post, options)
    expect(mail.to).toBe('anna@example.com')
    expect(mail.subject).toBe('Registration confirmed: Digital assets in 2027')
    expect(mail.text).toContain('Dear Anna Bcc: x@example.com,\n')
    expect(mail.text).toContain('March 16, 2027')
    expect(mail.text).toContain('https://gromov-larina.ru/en/news/12\n')
    expect(mail.text).toContain(
      `${en.registrationMail.cancel}:\nhttps://gromov-larina.ru/en/news/12/registration/cancel?token=${registration.cancelToken}\n`,
    )
    expect(mail.headers['Message-ID']).toBe(
      `<registration-7-${Date.parse(registration.createdAt)}@gromov-larina.ru>`,
    )
    const [ics] = mail.attachments
    expect(ics?.filename).toBe('event-12.ics')
    expect(ics?.content).toContain('DTSTART:20270316T120000Z')
    expect(ics?.content).toContain('UID:post-12@gromov-larina.ru')
  })

  it('speaks Russian to a Russian page’s registrant, and sends no .ics to the waiting list', () => {
    const mail = registrationMail(
      { ...registration, locale: 'ru', status: 'waiting' },
      { ...post, title: 'Цифровые активы' },
      options,
    )
    expect(mail.subject).toBe(
      ru.registrationMail.subjectWaiting.replace('{title}', 'Цифровые активы'),
    )
    expect(mail.text).toContain('16 марта 2027')
    expect(mail.text).toContain('https://gromov-larina.ru/news/12/registration/cancel?token=')
    expect(mail.attachments).toEqual([])
  })
})

describe('cancelUrl', () => {
  it('escapes the token and has no prefix in Russian', () => {
    expect(cancelUrl('http://127.0.0.1:3404', 'ru', 5, 'a+b')).toBe(
      'http://127.0.0.1:3404/news/5/registration/cancel?token=a%2Bb',
    )
  })
})
