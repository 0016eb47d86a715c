import { describe, expect, it } from 'vitest'

import { confirmationMail, digestMail, manageMail } from './mail'

const links = { siteUrl: 'https://firm.example/', confirmToken: '7.c', manageToken: '7.m' }

describe('the alerts’ mails', () => {
  it('the confirmation links the confirm page in the chosen language, and nothing else', () => {
    const mail = confirmationMail({ email: 'a@example.com', language: 'en' }, links)
    expect(mail.to).toBe('a@example.com')
    expect(mail.text).toContain('https://firm.example/en/news/subscribe/confirm?token=7.c')
    expect(mail.text).not.toContain('/manage')
    expect(mail.headers).toEqual({})
  })

  it('every later mail has the one-click unsubscribe of RFC 8058 and the manage link', () => {
    for (const mail of [
      manageMail({ email: 'a@example.com', language: 'ru' }, links),
      digestMail(
        { id: 7, email: 'a@example.com', language: 'ru' },
        [{ title: 'Первая\r\nBcc: x', kind: 'Новость', date: '1 декабря 2026', url: 'u' }],
        { ...links, week: '2026-W49' },
      ),
    ]) {
      expect(mail.headers['List-Unsubscribe']).toBe(
        '<https://firm.example/api/subscribers/unsubscribe?token=7.m>',
      )
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(mail.text).toContain('https://firm.example/news/subscribe/manage?token=7.m')
    }
  })

  it('a digest lists its posts on one line each, with one Message-ID per subscriber and week', () => {
    const mail = digestMail(
      { id: 7, email: 'a@example.com', language: 'en' },
      [{ title: 'First\nline', kind: 'News', date: 'December 1, 2026', url: 'https://x/1' }],
      { ...links, week: '2026-W49' },
    )
    expect(mail.text).toContain('News, December 1, 2026: First line\nhttps://x/1')
    expect(mail.headers['Message-ID']).toBe('<digest-7-2026-W49@firm.example>')
  })
})
